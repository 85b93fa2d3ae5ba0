import CardGiftcard from '@mui/icons-material/CardGiftcard';
import NotificationsNone from '@mui/icons-material/NotificationsNone';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Divider from '@mui/material/Divider';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import Popover from '@mui/material/Popover';
import Typography from '@mui/material/Typography';
import type { NotificationItem } from '@hashi/shared/notification.schema';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { Themed } from '../../../components/ui/themed.tsx';
import { VisuallyHidden } from '../../../components/ui/visually-hidden.tsx';
import { formatRelative } from '../../../lib/format/date.ts';
import {
  notificationTarget,
  useMarkAllNotificationsRead,
  useMarkNotificationRead,
  useNotificationSummary,
} from '../api/notification-summary.ts';
import { useRecentNotifications } from '../api/use-recent-notifications.ts';

type Props = { id: string; anchorEl: HTMLElement | null; onClose: () => void };

/** Spec §3: type 1 (Hashi's notices) shows the bell, any other the gift. */
function KindIcon({ type }: { type: number }) {
  const sx = { fontSize: 24, color: type === 1 ? 'primary.main' : 'secondary.main' };
  return type === 1 ? (
    <NotificationsNone sx={sx} aria-hidden data-icon="bell" />
  ) : (
    <CardGiftcard sx={sx} aria-hidden data-icon="gift" />
  );
}

function PanelItem({
  item,
  now,
  onOpen,
}: {
  item: NotificationItem;
  now: Date;
  onOpen: (item: NotificationItem) => void;
}) {
  const { t } = useTranslation(undefined, { keyPrefix: 'notifications' });
  const unread = !item.read;
  return (
    <ListItem disablePadding divider>
      <ListItemButton
        component={RouterLink}
        to={notificationTarget(item)}
        onClick={() => onOpen(item)}
        sx={{ alignItems: 'flex-start', gap: 1.5, py: 1.25 }}
      >
        <Box sx={{ pt: 0.25, flexShrink: 0 }}>
          <KindIcon type={item.type} />
        </Box>
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Typography variant="body2" sx={{ fontWeight: unread ? 700 : 400, overflowWrap: 'anywhere' }}>
            {unread && <VisuallyHidden>{`${t('unread')}: `}</VisuallyHidden>}
            {item.body}
          </Typography>
          <Typography variant="caption" color="text.secondary">
            {formatRelative(item.updated_at, now, t)}
          </Typography>
        </Box>
        {unread && (
          <Box
            aria-hidden
            data-unread-dot=""
            sx={{ width: 8, height: 8, mt: 0.75, borderRadius: '50%', bgcolor: 'primary.main', flexShrink: 0 }}
          />
        )}
      </ListItemButton>
    </ListItem>
  );
}

/** The bell's dropdown: the newest notifications, "Mark all as read" and a link to them all. */
export default function NotificationPanel({ id, anchorEl, onClose }: Props) {
  const { t } = useTranslation();
  const { items, isLoading, isError } = useRecentNotifications();
  const summary = useNotificationSummary();
  const markRead = useMarkNotificationRead();
  const markAll = useMarkAllNotificationsRead();
  const unread = summary.data?.unread ?? 0;
  const titleId = `${id}-title`;
  const now = new Date();

  const open = (item: NotificationItem) => {
    // An item without a link opens its own page, whose load reads it.
    if (!item.read && item.link !== null) markRead.mutate(item.id);
    onClose();
  };

  let content: ReactNode;
  if (isLoading) {
    content = (
      <Box role="status" sx={{ display: 'flex', alignItems: 'center', gap: 1.5, px: 2, py: 3 }}>
        <CircularProgress size={20} aria-hidden />
        <Typography variant="body2" color="text.secondary">
          {t('notifications.loading')}
        </Typography>
      </Box>
    );
  } else if (isError) {
    content = (
      <Typography role="alert" variant="body2" sx={{ px: 2, py: 3 }}>
        {t('notifications.error')}
      </Typography>
    );
  } else if (items.length === 0) {
    content = (
      <Box sx={{ px: 3, py: 4, textAlign: 'center' }}>
        <NotificationsNone sx={{ fontSize: 40, color: 'text.secondary' }} aria-hidden />
        <Typography sx={{ fontWeight: 600, mt: 1 }}>{t('notifications.empty_title')}</Typography>
        <Typography variant="body2" color="text.secondary">
          {t('notifications.empty_body')}
        </Typography>
      </Box>
    );
  } else {
    content = (
      <List
        dense
        disablePadding
        aria-label={t('notifications.list_label')}
        sx={{ maxHeight: '60vh', overflowY: 'auto' }}
      >
        {items.map((item) => (
          <PanelItem key={item.id} item={item} now={now} onOpen={open} />
        ))}
      </List>
    );
  }

  return (
    <Themed>
      <Popover
        id={id}
        open={anchorEl !== null}
        anchorEl={anchorEl}
        onClose={onClose}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{
          paper: { sx: { width: 360, maxWidth: 'calc(100vw - 32px)' }, role: 'dialog', 'aria-labelledby': titleId },
        }}
      >
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, px: 2, pt: 1.5, pb: 1 }}>
          <Typography id={titleId} variant="h6" component="h2" sx={{ flex: 1 }}>
            {t('notifications.title')}
          </Typography>
          {unread > 0 && (
            <Button size="small" onClick={() => markAll.mutate()} disabled={markAll.isPending}>
              {t('notifications.mark_all_read')}
            </Button>
          )}
        </Box>
        <Divider />
        {content}
        <Box sx={{ p: 1, textAlign: 'center' }}>
          <Button component={RouterLink} to="/notifications" onClick={onClose} fullWidth>
            {t('notifications.see_all')}
          </Button>
        </Box>
      </Popover>
    </Themed>
  );
}
