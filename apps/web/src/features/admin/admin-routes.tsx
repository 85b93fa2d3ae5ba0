import type { RouteObject } from 'react-router';
import { lazyPage } from '../../lib/lazy/lazy-page.ts';

/**
 * The admin console (ADR 0020), for app/router.tsx to mount beside the applicant shell: its login
 * page, its layout and guard, and the pages inside them, all loaded lazily.
 */
export const adminLoginPage = lazyPage(() => import('./routes/admin-login-page.tsx'));

export const adminConsoleLayout = lazyPage(() => import('./routes/admin-console.tsx'));

/** Children of `/admin`. */
export const adminConsolePages: RouteObject[] = [
  { path: 'job-postings', lazy: lazyPage(() => import('./routes/approvals-page.tsx')) },
  { path: 'company-requests', lazy: lazyPage(() => import('./routes/company-requests-page.tsx')) },
  { path: 'company-requests/:id', lazy: lazyPage(() => import('./routes/company-request-page.tsx')) },
  { path: 'notices', lazy: lazyPage(() => import('./routes/notices-page.tsx')) },
  { path: 'blog', lazy: lazyPage(() => import('./routes/blog-articles-page.tsx')) },
  { path: 'message-reports', lazy: lazyPage(() => import('./routes/message-reports-page.tsx')) },
  { path: 'message-reports/:id', lazy: lazyPage(() => import('./routes/message-report-page.tsx')) },
  { path: 'faqs', lazy: lazyPage(() => import('./routes/faqs-page.tsx')) },
  { path: 'inquiries', lazy: lazyPage(() => import('./routes/inquiries-page.tsx')) },
  { path: 'inquiries/:id', lazy: lazyPage(() => import('./routes/inquiry-page.tsx')) },
  { path: 'access-routes', lazy: lazyPage(() => import('./routes/access-routes-page.tsx')) },
  { path: 'signup-report', lazy: lazyPage(() => import('./routes/signup-report-page.tsx')) },
  { path: 'campaigns', lazy: lazyPage(() => import('./routes/campaigns-page.tsx')) },
  { path: 'gift-codes', lazy: lazyPage(() => import('./routes/gift-codes-page.tsx')) },
  { path: 'rewards', lazy: lazyPage(() => import('./routes/rewards-page.tsx')) },
  { path: 'quarantined-files', lazy: lazyPage(() => import('./routes/quarantined-files-page.tsx')) },
];
