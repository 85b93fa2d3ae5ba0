import type { RouteObject } from 'react-router';
import { lazyPage } from '../../lib/lazy/lazy-page.ts';

/**
 * The employer console (ADR 0020), for app/router.tsx to mount beside the applicant shell: its login
 * page, and the pages that render inside its layout and guard (routes/employer-console.tsx). Pages load
 * lazily, so the console stays out of the applicant app's download.
 */
export const employerLoginPage = lazyPage(() => import('./routes/employer-login-page.tsx'));
/** /employer/invitation: the first password of an approved company request's owner (ADR 0033), outside the guard. */
export const employerInvitationPage = lazyPage(() => import('./routes/invitation-page.tsx'));

/** Children of `/employer`. */
export const employerConsolePages: RouteObject[] = [
  { path: 'job-postings', lazy: lazyPage(() => import('./routes/postings-page.tsx')) },
  {
    path: 'job-postings/new',
    lazy: lazyPage(() => import('./routes/posting-page.tsx').then((m) => ({ default: m.NewPostingPage }))),
  },
  { path: 'job-postings/:id', lazy: lazyPage(() => import('./routes/posting-page.tsx')) },
  { path: 'company', lazy: lazyPage(() => import('./routes/company-page.tsx')) },
  { path: 'scout-templates', lazy: lazyPage(() => import('./routes/scout-templates-page.tsx')) },
];
