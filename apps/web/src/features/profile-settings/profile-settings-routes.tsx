import type { RouteObject } from 'react-router';
import { lazyPage } from '../../lib/lazy/lazy-page.ts';

const page = lazyPage(() => import('./routes/profile-settings-page.tsx'));

/**
 * /profile-settings/{section?} (spec §2); mounted inside the access guard. No section means basic
 * information; an unknown section is redirected there by the page (old bookmarks and the legacy
 * section names of earlier versions land on the profile instead of a 404).
 */
export const profileSettingsRoutes: RouteObject[] = [
  { path: 'profile-settings', lazy: page },
  { path: 'profile-settings/:section', lazy: page },
];
