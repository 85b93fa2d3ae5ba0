import BottomNavigation from '@mui/material/BottomNavigation';
import BottomNavigationAction from '@mui/material/BottomNavigationAction';
import Paper from '@mui/material/Paper';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation } from 'react-router';
import { useUnreadCounts } from '../api/use-unread-counts.ts';
import { MAIN_NAV } from '../nav-items.ts';
import { UnreadBadge } from './unread-badge.tsx';

export const BOTTOM_NAV_HEIGHT = 64;

/** The section a path belongs to, so /messages/abc still highlights Messages. */
function activeSection(pathname: string): string | null {
  return MAIN_NAV.find((item) => pathname === item.to || pathname.startsWith(`${item.to}/`))?.to ?? null;
}

/** Spec §2: registered users' bottom navigation on phones and tablets (narrower than lg). */
export function BottomNav() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const counts = useUnreadCounts();
  const active = activeSection(pathname);

  return (
    <Paper
      component="nav"
      aria-label={t('a11y.mobile_navigation')}
      elevation={8}
      sx={{
        position: 'fixed',
        left: 0,
        right: 0,
        bottom: 0,
        zIndex: 'appBar',
        pb: 'env(safe-area-inset-bottom)',
      }}
    >
      <BottomNavigation showLabels value={active} sx={{ height: BOTTOM_NAV_HEIGHT }}>
        {MAIN_NAV.map((item) => (
          <BottomNavigationAction
            key={item.to}
            value={item.to}
            component={RouterLink}
            to={item.to}
            aria-current={active === item.to ? 'page' : undefined}
            label={t(item.labelKey)}
            icon={
              <UnreadBadge variant={item.badge} count={item.countOf ? counts[item.countOf] : 0}>
                <item.icon />
              </UnreadBadge>
            }
          />
        ))}
      </BottomNavigation>
    </Paper>
  );
}
