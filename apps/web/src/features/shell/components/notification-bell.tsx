import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../../components/ui/icon.tsx';
import { VisuallyHidden } from '../../../components/ui/visually-hidden.tsx';
import { useUnreadCounts } from '../api/use-unread-counts.ts';
import { NotificationPanel } from '../islands.ts';
import { usePopup } from '../use-popup.ts';
import { UnreadBadge } from './unread-badge.tsx';

/** The bell of both top bars; its dropdown (latest notifications, see-all link) loads on first use. */
export function NotificationBell() {
  const { t } = useTranslation();
  const { notifications } = useUnreadCounts();
  const popup = usePopup();
  const panelId = useId();
  return (
    <>
      <button
        type="button"
        className="hashi-icon-btn"
        aria-haspopup="dialog"
        aria-expanded={popup.open}
        aria-controls={popup.open ? panelId : undefined}
        onPointerEnter={NotificationPanel.prefetch}
        onClick={(event) => popup.openAt(event.currentTarget)}
      >
        <VisuallyHidden>{t('notifications.open')}</VisuallyHidden>
        <UnreadBadge variant="count" count={notifications}>
          <Icon name="bell" />
        </UnreadBadge>
      </button>
      {popup.mounted && <NotificationPanel id={panelId} anchorEl={popup.anchor} onClose={popup.close} />}
    </>
  );
}
