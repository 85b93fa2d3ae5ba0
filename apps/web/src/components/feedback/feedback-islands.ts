import { lazyIsland } from '../../lib/lazy/lazy-island.tsx';

/**
 * The feedback dialogs and the snackbar, each a separate chunk built on MUI that loads on first
 * use (the shell prefetches them at the first input; ADRs 0008, 0041).
 */
export const ErrorDialogView = lazyIsland(() => import('./error-dialog-view.tsx'));
export const ConfirmDialogView = lazyIsland(() => import('./confirm-dialog-view.tsx'));
export const SnackbarView = lazyIsland(() => import('./snackbar-view.tsx'));
