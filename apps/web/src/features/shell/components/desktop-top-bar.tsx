import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Toolbar from '@mui/material/Toolbar';
import { useTranslation } from 'react-i18next';
import { NavLink, useLocation } from 'react-router';
import { useSession } from '../../auth/session.ts';
import { useUnreadCounts } from '../api/use-unread-counts.ts';
import { MAIN_NAV } from '../nav-items.ts';
import { AccountMenu } from './account-menu.tsx';
import { HomeLogoLink } from './home-logo-link.tsx';
import { LanguageMenu } from './language-menu.tsx';
import { NotificationBell } from './notification-bell.tsx';
import { UnreadBadge } from './unread-badge.tsx';

const activeLinkSx = {
  '&.active': { color: 'primary.main', boxShadow: 'inset 0 -3px 0 currentColor', borderRadius: 0 },
};

/** Spec §2 desktop top bar (lg and wider). */
export function DesktopTopBar() {
  const { t } = useTranslation();
  const { status } = useSession();
  const counts = useUnreadCounts();
  const { pathname } = useLocation();

  return (
    <AppBar position="sticky" component="header" sx={{ borderBottom: 1, borderColor: 'divider' }}>
      <Toolbar sx={{ gap: 2, minHeight: 64, maxWidth: 1264, width: '100%', mx: 'auto' }}>
        <HomeLogoLink />
        <Box sx={{ flex: 1 }} />
        {status === 'authenticated' && (
          <>
            <Box component="nav" aria-label={t('a11y.main_navigation')} sx={{ display: 'flex', alignSelf: 'stretch' }}>
              {MAIN_NAV.map((item) => (
                <Button
                  key={item.to}
                  component={NavLink}
                  to={item.to}
                  color="inherit"
                  sx={{ px: 2, ...activeLinkSx }}
                  startIcon={<item.icon />}
                >
                  <UnreadBadge variant={item.badge} count={item.countOf ? counts[item.countOf] : 0}>
                    <span>{t(item.labelKey)}</span>
                  </UnreadBadge>
                </Button>
              ))}
            </Box>
            <NotificationBell />
            <AccountMenu />
          </>
        )}
        {status === 'guest' && (
          <>
            <LanguageMenu />
            <Button component={NavLink} to="/login" color="primary" variant="outlined">
              {t('nav.login')}
            </Button>
            {/* Spec §2: no sign-up button while the user is already on the sign-up page. */}
            {pathname !== '/sign-up' && (
              <Button component={NavLink} to="/sign-up" color="primary" variant="contained">
                {t('nav.sign_up')}
              </Button>
            )}
          </>
        )}
      </Toolbar>
    </AppBar>
  );
}
