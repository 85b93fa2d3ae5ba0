import { LOCALES, type Locale } from '@hashi/shared/constants';
import Check from '@mui/icons-material/Check';
import Translate from '@mui/icons-material/Translate';
import Button from '@mui/material/Button';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useChangeLanguage } from '../language/use-change-language.ts';

/**
 * The language choices as menu items, shared by the guest's language menu and the account menu.
 * Each name is written in its own language so a user who cannot read the current one finds theirs.
 */
export function LanguageMenuItems({ onDone }: { onDone: () => void }) {
  const { i18n } = useTranslation();
  const changeLanguage = useChangeLanguage();
  const current = i18n.resolvedLanguage;
  const choose = (locale: Locale) => {
    onDone();
    void changeLanguage(locale);
  };
  return LOCALES.map((locale) => (
    <MenuItem
      key={locale}
      lang={locale}
      role="menuitemradio"
      aria-checked={locale === current}
      selected={locale === current}
      onClick={() => choose(locale)}
    >
      <ListItemIcon>{locale === current && <Check fontSize="small" />}</ListItemIcon>
      <ListItemText>{i18n.t(`language.${locale}`)}</ListItemText>
    </MenuItem>
  ));
}

/** The guests' language button of the desktop top bar. */
export function LanguageMenu() {
  const { t, i18n } = useTranslation();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  return (
    <>
      <Button
        color="inherit"
        startIcon={<Translate />}
        aria-label={`${t('language.label')}: ${t(`language.${i18n.resolvedLanguage ?? 'en'}`)}`}
        aria-haspopup="menu"
        aria-expanded={anchor !== null}
        aria-controls={anchor ? menuId : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        {t(`language.${i18n.resolvedLanguage ?? 'en'}`)}
      </Button>
      <Menu id={menuId} anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        <LanguageMenuItems onDone={() => setAnchor(null)} />
      </Menu>
    </>
  );
}
