import { createBrowserRouter, type RouteObject } from 'react-router';
import { accountSettingsRoutes } from '../features/account-settings/account-settings-routes.tsx';
import { approachRoutes } from '../features/approaches/approaches-routes.tsx';
import { blogRoutes } from '../features/blog/blog-routes.tsx';
import {
  accountRoutes,
  authGuardRoute,
  guestRoutes,
  notRegisteredGuardRoute,
  socialCallbackRoutes,
} from '../features/auth/auth-routes.tsx';
import { cvRoutes } from '../features/cv/cv-routes.tsx';
import { faqInquiryRoutes, publicFaqRoutes } from '../features/faq/faq-routes.tsx';
import { forEmployerRoutes } from '../features/for-employer/for-employer-routes.tsx';
import { jobsRoutes, publicJobsRoutes } from '../features/jobs/jobs-routes.tsx';
import { messagesRoutes } from '../features/messages/messages-routes.tsx';
import { notificationsRoutes } from '../features/notifications/notifications-routes.tsx';
import {
  profilePreviewRoutes,
  publicProfilePreviewRoutes,
} from '../features/profile-preview/profile-preview-routes.tsx';
import { publicPagesRoutes } from '../features/public-pages/public-pages-routes.tsx';
import { profileSettingsRoutes } from '../features/profile-settings/profile-settings-routes.tsx';
import { referralRoutes } from '../features/referral/referral-routes.tsx';
import { registrationRedirects, registrationRoutes } from '../features/registration/registration-routes.tsx';
import { savedSearchRoutes } from '../features/saved-searches/saved-searches-routes.tsx';
import { videoInterviewsRoutes } from '../features/video-interviews/video-interviews-routes.tsx';
import { lazyPage } from '../lib/lazy/lazy-page.ts';
import { AppLoading } from './app-loading.tsx';
import { consoleRouteTree } from './console-routes.tsx';
import { RootLayout } from './root-layout.tsx';
import { RouteErrorBoundary } from './route-error-boundary.tsx';

/**
 * The applicant's pages behind the access guard (spec §2, §4): each feature exports its own routes
 * and the app assembles them here, so no feature mounts another.
 */
const applicantRoutes: RouteObject[] = [
  {
    ...authGuardRoute,
    children: [
      ...accountRoutes,
      // Registration pages: only for applicants who have not finished it.
      { ...notRegisteredGuardRoute, children: [...registrationRoutes, ...cvRoutes] },
      ...registrationRedirects,
      ...profileSettingsRoutes,
      ...profilePreviewRoutes,
      ...accountSettingsRoutes,
      ...jobsRoutes,
      ...savedSearchRoutes,
      ...approachRoutes,
      ...messagesRoutes,
      ...videoInterviewsRoutes,
      ...notificationsRoutes,
      ...faqInquiryRoutes,
      ...referralRoutes,
    ],
  },
];

/**
 * `/`, route name MyPage (spec §2): guests get the home page with the job search, applicants MyPage
 * behind the access guard; home-page.tsx chooses. The login form is /login.
 */
const homeRoute: RouteObject = { id: 'MyPage', index: true, lazy: lazyPage(() => import('./home-page.tsx')) };

/**
 * One root layout (the shell) around every page. The pathless child carries the error boundary so a
 * failing page keeps the top bar and navigation around its error message. Pages later issues will
 * build are absent on purpose: their links already exist and land on the 404 page until then.
 */
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    hydrateFallbackElement: <AppLoading />,
    // Only if the shell itself fails; page errors are caught below, inside the shell.
    errorElement: <RouteErrorBoundary />,
    children: [
      {
        errorElement: <RouteErrorBoundary />,
        children: [
          homeRoute,
          ...guestRoutes,
          ...socialCallbackRoutes,
          ...applicantRoutes,
          ...publicJobsRoutes,
          ...forEmployerRoutes,
          ...publicFaqRoutes,
          ...publicPagesRoutes,
          ...publicProfilePreviewRoutes,
          ...blogRoutes,
          { path: '*', lazy: lazyPage(() => import('../features/shell/routes/not-found-page.tsx')) },
        ],
      },
    ],
  },
  // The employer and admin consoles: their own layouts and guards, outside the applicant shell (ADR 0020).
  ...consoleRouteTree,
];

/**
 * `painted`: the router takes over a page the server painted (ADR 0038), which the visitor may
 * have scrolled or tabbed through before the app loaded at their first use of it (ADR 0043). Given
 * hydration data, the router leaves the scroll where it is on its first render instead of moving to
 * the top (ScrollRestoration), which would take a focused field off screen.
 */
export function createRouter({ painted = false }: { painted?: boolean } = {}) {
  return createBrowserRouter(routes, painted ? { hydrationData: {} } : undefined);
}
