import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../../components/ui/icon.tsx';
import { LanguageMenuPopup } from '../islands.ts';
import { usePopup } from '../use-popup.ts';

/** The guests' language button of the desktop top bar; the menu loads on first use. */
export function LanguageMenu() {
  const { t, i18n } = useTranslation();
  const popup = usePopup();
  const menuId = useId();
  const current = t(`language.${i18n.resolvedLanguage ?? 'en'}`);
  return (
    <>
      <button
        type="button"
        className="hashi-btn"
        aria-label={`${t('language.label')}: ${current}`}
        aria-haspopup="menu"
        aria-expanded={popup.open}
        aria-controls={popup.open ? menuId : undefined}
        onPointerEnter={LanguageMenuPopup.prefetch}
        onClick={(event) => popup.openAt(event.currentTarget)}
      >
        <Icon name="translate" size={20} />
        {current}
        <Icon name="expand" size={20} />
      </button>
      {popup.mounted && <LanguageMenuPopup id={menuId} anchorEl={popup.anchor} onClose={popup.close} />}
    </>
  );
}
