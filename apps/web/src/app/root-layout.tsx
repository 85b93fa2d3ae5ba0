import { lazy, Suspense, useEffect } from 'react';
import { Outlet, ScrollRestoration, useLocation } from 'react-router';
import { ErrorDialog } from '../components/feedback/error-dialog.tsx';
import { UploadManager } from '../components/uploads/upload-manager.tsx';
import { useDesktopLayout } from '../components/ui/use-media-query.ts';
import { useSession } from '../lib/session/session.ts';
import { useBottomNavHidden } from '../lib/bottom-nav-visibility.ts';
import { useLiveBadges } from '../features/shell/api/live-badges.ts';
import { BottomNav } from '../features/shell/components/bottom-nav.tsx';
import { DesktopTopBar } from '../features/shell/components/desktop-top-bar.tsx';
import { Footer } from '../features/shell/components/footer.tsx';
import { MobileTopBar } from '../features/shell/components/mobile-top-bar.tsx';
import { NavigationProgress } from '../features/shell/components/navigation-progress.tsx';
import { MAIN_CONTENT_ID, SkipLink } from '../features/shell/components/skip-link.tsx';
import { isFooterHidden } from '../features/shell/footer-rules.ts';
import { prefetchShellIslands } from '../features/shell/islands.ts';
import { PageLoading } from './app-loading.tsx';
import { withChunkTimeout } from '../lib/lazy/lazy-page.ts';
import { useLoginAgain } from './use-login-again.ts';

/**
 * Pages are built with MUI; the shell is not. The theme provider for the page area arrives in its
 * own chunk, downloaded in parallel with the first page's chunk, so the shell paints first.
 */
const ThemedPageArea = lazy(() => withChunkTimeout(import('../components/ui/themed.tsx')));

/**
 * The application shell around every page: skip link, top bar, main landmark, footer (desktop) and
 * bottom navigation (registered users below lg), plus the global alert dialog, which lives inside
 * the router so its 401 action can navigate to /login, and the upload manager (spec §2).
 *
 * Where the width is not known yet (the server's paint, and hydrating it) both layouts are rendered
 * and CSS shows the one that fits (useDesktopLayout, ADR 0043); from then on, only that one.
 */
export function RootLayout() {
  const isDesktop = useDesktopLayout();
  const { pathname } = useLocation();
  const { isRegistered } = useSession();
  const bottomNavHidden = useBottomNavHidden();
  const showBottomNav = isDesktop !== true && isRegistered && !bottomNavHidden;
  const loginAgain = useLoginAgain();

  useEffect(prefetchShellIslands, []);
  useLiveBadges();

  return (
    <div className="hashi-app">
      <SkipLink />
      <NavigationProgress />
      {isDesktop !== false && (
        <div className="hashi-only-desktop">
          <DesktopTopBar />
        </div>
      )}
      {isDesktop !== true && (
        <div className="hashi-only-phone">
          <MobileTopBar />
        </div>
      )}
      <main
        id={MAIN_CONTENT_ID}
        tabIndex={-1}
        className={showBottomNav ? 'hashi-main hashi-main--above-bottom-nav' : 'hashi-main'}
      >
        <Suspense fallback={<PageLoading />}>
          <ThemedPageArea>
            <Outlet />
          </ThemedPageArea>
        </Suspense>
      </main>
      {isDesktop !== false && !isFooterHidden(pathname) && (
        <div className="hashi-only-desktop">
          <Footer />
        </div>
      )}
      {showBottomNav && (
        <div className="hashi-only-phone">
          <BottomNav />
        </div>
      )}
      <ErrorDialog onLogin={loginAgain} />
      <UploadManager />
      <ScrollRestoration />
    </div>
  );
}
