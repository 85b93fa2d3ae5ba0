import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { NotificationItem } from '@hashi/shared/notification.schema';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { VisuallyHidden } from '../../../components/ui/visually-hidden.tsx';
import { formatRelative, formatTokyoDateTime } from '../../../lib/format/date.ts';
import { NOTIFICATIONS_NS } from '../i18n.ts';
import { NotificationIcon } from './notification-icon.tsx';

type Props = { item: NotificationItem; now: Date; onMarkRead: (id: number) => void; marking: boolean };

/** One item of /notifications: icon, the line, when (relative, the exact time on hover), unread mark. */
export function NotificationRow({ item, now, onMarkRead, marking }: Props) {
  const { t, i18n } = useTranslation(NOTIFICATIONS_NS);
  const unread = !item.read;
  return (
    <Box
      component="li"
      sx={{
        display: 'flex',
        alignItems: 'flex-start',
        gap: 1.5,
        px: { xs: 1.5, sm: 2 },
        py: 1.5,
        borderBottom: 1,
        borderColor: 'divider',
        bgcolor: unread ? 'action.hover' : 'background.paper',
      }}
    >
      <NotificationIcon type={item.type} />
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <RouterLink
          to={`/notifications/${item.id}`}
          style={{ color: 'inherit', textDecoration: 'none' }}
          className="hashi-notification-link"
        >
          <Typography component="span" sx={{ fontWeight: unread ? 700 : 400, overflowWrap: 'anywhere' }}>
            {unread && <VisuallyHidden>{`${t('list.unread')}: `}</VisuallyHidden>}
            {item.body}
          </Typography>
        </RouterLink>
        <Typography variant="body2" color="text.secondary" title={formatTokyoDateTime(item.updated_at, i18n.language)}>
          <time dateTime={item.updated_at}>{formatRelative(item.updated_at, now, t)}</time>
        </Typography>
      </Box>
      {unread && (
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexShrink: 0 }}>
          <Box
            aria-hidden
            data-unread-dot=""
            sx={{ width: 10, height: 10, borderRadius: '50%', bgcolor: 'primary.main' }}
          />
          <Button
            size="small"
            onClick={() => onMarkRead(item.id)}
            disabled={marking}
            aria-label={`${t('list.mark_read')}: ${item.body}`}
            sx={{ whiteSpace: 'nowrap', minWidth: 0 }}
          >
            {t('list.mark_read')}
          </Button>
        </Box>
      )}
    </Box>
  );
}
