import { LOCALES, type Locale } from '@hashi/shared/constants';
import Check from '@mui/icons-material/Check';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import { useTranslation } from 'react-i18next';
import { useChangeLanguage } from '../language/use-change-language.ts';

/**
 * The language choices as menu items, shared by the guest's language menu and the account menu.
 * Each name is written in its own language so a user who cannot read the current one finds theirs.
 */
export function LanguageMenuItems({ onDone }: { onDone: () => void }) {
  const { t, i18n } = useTranslation();
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
      <ListItemText>{t(`language.${locale}`)}</ListItemText>
    </MenuItem>
  ));
}
