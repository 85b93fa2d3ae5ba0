import NotificationsNone from '@mui/icons-material/NotificationsNone';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Popover from '@mui/material/Popover';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { VisuallyHidden } from '../../../components/ui/visually-hidden.tsx';
import { useRecentNotifications } from '../api/use-recent-notifications.ts';
import { useUnreadCounts } from '../api/use-unread-counts.ts';
import { UnreadBadge } from './unread-badge.tsx';

/** The bell of both top bars: a dropdown of the latest notifications and a link to all of them. */
export function NotificationBell() {
  const { t } = useTranslation();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const { notifications } = useUnreadCounts();
  const { items } = useRecentNotifications();
  const panelId = useId();
  const close = () => setAnchor(null);

  return (
    <>
      <IconButton
        color="inherit"
        aria-haspopup="dialog"
        aria-expanded={anchor !== null}
        aria-controls={anchor ? panelId : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        <UnreadBadge variant="count" count={notifications}>
          <NotificationsNone />
        </UnreadBadge>
        <VisuallyHidden>{t('notifications.open')}</VisuallyHidden>
      </IconButton>
      <Popover
        id={panelId}
        open={anchor !== null}
        anchorEl={anchor}
        onClose={close}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{
          paper: { sx: { width: 360, maxWidth: 'calc(100vw - 32px)' }, 'aria-labelledby': `${panelId}-title` },
        }}
      >
        <Typography id={`${panelId}-title`} variant="h6" component="h2" sx={{ px: 2, pt: 1.5, pb: 1 }}>
          {t('notifications.title')}
        </Typography>
        <Divider />
        {items.length === 0 ? (
          <Box sx={{ px: 3, py: 4, textAlign: 'center' }}>
            <NotificationsNone sx={{ fontSize: 40, color: 'text.secondary' }} aria-hidden />
            <Typography sx={{ fontWeight: 600, mt: 1 }}>{t('notifications.empty_title')}</Typography>
            <Typography variant="body2" color="text.secondary">
              {t('notifications.empty_body')}
            </Typography>
          </Box>
        ) : (
          <List dense disablePadding>
            {items.map((item) => (
              <ListItemButton key={item.id} component={RouterLink} to={`/notifications/${item.id}`} onClick={close}>
                <ListItemText
                  primary={item.title}
                  slotProps={{ primary: { sx: { fontWeight: item.read ? 400 : 700 } } }}
                />
              </ListItemButton>
            ))}
          </List>
        )}
        <Divider />
        <Box sx={{ p: 1, textAlign: 'center' }}>
          <Button component={RouterLink} to="/notifications" onClick={close} fullWidth>
            {t('notifications.see_all')}
          </Button>
        </Box>
      </Popover>
    </>
  );
}
