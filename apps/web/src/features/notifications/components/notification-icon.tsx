import CardGiftcard from '@mui/icons-material/CardGiftcard';
import NotificationsNone from '@mui/icons-material/NotificationsNone';
import Box from '@mui/material/Box';

/** Spec §3: type 1 (Hashi's notices) shows the bell icon, any other the gift icon; decorative. */
export function NotificationIcon({ type, size = 40 }: { type: number; size?: number }) {
  const notice = type === 1;
  const Glyph = notice ? NotificationsNone : CardGiftcard;
  return (
    <Box
      aria-hidden
      data-icon={notice ? 'bell' : 'gift'}
      sx={{
        width: size,
        height: size,
        flexShrink: 0,
        borderRadius: '50%',
        display: 'grid',
        placeItems: 'center',
        bgcolor: 'action.hover',
        color: notice ? 'primary.main' : 'secondary.main',
      }}
    >
      <Glyph sx={{ fontSize: size * 0.6 }} />
    </Box>
  );
}
