import { ConfirmDialogView, ErrorDialogView, SnackbarView } from '../../components/feedback/feedback-islands.ts';
import { lazyIsland, prefetchOnFirstInput } from '../../lib/lazy/lazy-island.tsx';

/**
 * The shell's on-demand parts. Each is a separate chunk built on MUI; the shell around them is plain
 * HTML, so the first paint does not wait for the UI library (issue 2's 150 KB initial budget).
 */
export const AccountMenuPopup = lazyIsland(() => import('./overlays/account-menu-popup.tsx'));
export const LanguageMenuPopup = lazyIsland(() => import('./overlays/language-menu-popup.tsx'));
export const NotificationPanel = lazyIsland(() => import('./overlays/notification-panel.tsx'));
export const NavDrawer = lazyIsland(() => import('./overlays/nav-drawer.tsx'));

export function prefetchShellIslands(): () => void {
  return prefetchOnFirstInput([
    AccountMenuPopup,
    LanguageMenuPopup,
    NotificationPanel,
    NavDrawer,
    ErrorDialogView,
    ConfirmDialogView,
    SnackbarView,
  ]);
}
