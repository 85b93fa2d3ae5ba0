import NotificationsNone from '@mui/icons-material/NotificationsNone';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Popover from '@mui/material/Popover';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { Themed } from '../../../components/ui/themed.tsx';
import { useRecentNotifications } from '../api/use-recent-notifications.ts';

type Props = { id: string; anchorEl: HTMLElement | null; onClose: () => void };

/** The bell's dropdown: the latest notifications (a designed empty state until there are any). */
export default function NotificationPanel({ id, anchorEl, onClose }: Props) {
  const { t } = useTranslation();
  const { items } = useRecentNotifications();
  const titleId = `${id}-title`;

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
        <Typography id={titleId} variant="h6" component="h2" sx={{ px: 2, pt: 1.5, pb: 1 }}>
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
              <ListItemButton key={item.id} component={RouterLink} to={`/notifications/${item.id}`} onClick={onClose}>
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
          <Button component={RouterLink} to="/notifications" onClick={onClose} fullWidth>
            {t('notifications.see_all')}
          </Button>
        </Box>
      </Popover>
    </Themed>
  );
}
