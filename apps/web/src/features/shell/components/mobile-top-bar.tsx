import MenuIcon from '@mui/icons-material/Menu';
import Settings from '@mui/icons-material/SettingsOutlined';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Toolbar from '@mui/material/Toolbar';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../auth/session.ts';
import { HomeLogoLink } from './home-logo-link.tsx';
import { NavDrawer } from './nav-drawer.tsx';
import { NotificationBell } from './notification-bell.tsx';

/**
 * Spec §2 mobile top bar (narrower than lg): logo, bell and the drawer button, which shows a cog for
 * registered users (their main destinations are in the bottom navigation) and a menu icon otherwise.
 */
export function MobileTopBar() {
  const { t } = useTranslation();
  const { status, isRegistered } = useSession();
  const [open, setOpen] = useState(false);
  const drawerId = useId();

  return (
    <AppBar position="sticky" component="header" sx={{ borderBottom: 1, borderColor: 'divider' }}>
      <Toolbar sx={{ gap: 0.5, minHeight: 56 }}>
        <HomeLogoLink compact />
        <Box sx={{ flex: 1 }} />
        {status === 'authenticated' && <NotificationBell />}
        {status !== 'loading' && (
          <IconButton
            color="inherit"
            edge="end"
            aria-label={isRegistered ? t('a11y.open_settings') : t('a11y.open_menu')}
            aria-haspopup="dialog"
            aria-expanded={open}
            aria-controls={open ? drawerId : undefined}
            onClick={() => setOpen(true)}
          >
            {isRegistered ? <Settings /> : <MenuIcon />}
          </IconButton>
        )}
      </Toolbar>
      <NavDrawer id={drawerId} open={open} onClose={() => setOpen(false)} />
    </AppBar>
  );
}
