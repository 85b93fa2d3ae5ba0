import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../../components/ui/icon.tsx';
import { AccountMenuPopup } from '../islands.ts';
import { usePopup } from '../use-popup.ts';

/** The desktop account button; its menu (spec §2) loads on first use. */
export function AccountMenu() {
  const { t } = useTranslation();
  const popup = usePopup();
  const menuId = useId();
  return (
    <>
      <button
        type="button"
        className="hashi-icon-btn"
        aria-label={t('a11y.account_menu')}
        aria-haspopup="menu"
        aria-expanded={popup.open}
        aria-controls={popup.open ? menuId : undefined}
        onPointerEnter={AccountMenuPopup.prefetch}
        onClick={(event) => popup.openAt(event.currentTarget)}
      >
        <Icon name="account" size={28} />
      </button>
      {popup.mounted && <AccountMenuPopup id={menuId} anchorEl={popup.anchor} onClose={popup.close} />}
    </>
  );
}
