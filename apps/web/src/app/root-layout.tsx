import Box from '@mui/material/Box';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { Outlet, ScrollRestoration, useLocation } from 'react-router';
import { useSession } from '../features/auth/session.ts';
import { useBottomNavHidden } from '../features/shell/bottom-nav-visibility.ts';
import { BOTTOM_NAV_HEIGHT, BottomNav } from '../features/shell/components/bottom-nav.tsx';
import { DesktopTopBar } from '../features/shell/components/desktop-top-bar.tsx';
import { Footer } from '../features/shell/components/footer.tsx';
import { MobileTopBar } from '../features/shell/components/mobile-top-bar.tsx';
import { NavigationProgress } from '../features/shell/components/navigation-progress.tsx';
import { MAIN_CONTENT_ID, SkipLink } from '../features/shell/components/skip-link.tsx';
import { ErrorDialog } from '../features/shell/feedback/error-dialog.tsx';
import { isFooterHidden } from '../features/shell/footer-rules.ts';

/** "Desktop" is lg and wider: "md and smaller" in the spec means narrower than 1264 px. */
export const desktopQuery = (theme: Theme) => theme.breakpoints.up('lg');

/**
 * The application shell around every page: skip link, top bar, main landmark, footer (desktop) and
 * bottom navigation (registered users below lg), plus the global alert dialog, which lives inside
 * the router so its 401 action can navigate to /login.
 */
export function RootLayout() {
  const isDesktop = useMediaQuery(desktopQuery, { noSsr: true });
  const { pathname } = useLocation();
  const { isRegistered } = useSession();
  const bottomNavHidden = useBottomNavHidden();
  const showBottomNav = !isDesktop && isRegistered && !bottomNavHidden;

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', minHeight: '100dvh' }}>
      <SkipLink />
      <NavigationProgress />
      {isDesktop ? <DesktopTopBar /> : <MobileTopBar />}
      <Box
        component="main"
        id={MAIN_CONTENT_ID}
        tabIndex={-1}
        sx={{ flex: 1, outline: 'none', pb: showBottomNav ? `${BOTTOM_NAV_HEIGHT}px` : 0 }}
      >
        <Outlet />
      </Box>
      {isDesktop && !isFooterHidden(pathname) && <Footer />}
      {showBottomNav && <BottomNav />}
      <ErrorDialog />
      <ScrollRestoration />
    </Box>
  );
}
