import type { RouteObject } from 'react-router';
import { lazyPage } from '../../lib/lazy/lazy-page.ts';

const documents = () => import('./routes/document-pages.tsx');

/**
 * The public pages of spec §2 (terms, privacy, handling of personal information, about us, what
 * Hashi is): inside the applicant shell, open to everyone, logged in or not.
 */
export const publicPagesRoutes: RouteObject[] = [
  { path: 'terms-of-use', lazy: lazyPage(() => documents().then((m) => ({ default: m.TermsOfUsePage }))) },
  { path: 'privacy-policy', lazy: lazyPage(() => documents().then((m) => ({ default: m.PrivacyPolicyPage }))) },
  {
    path: 'handling-personal-information',
    lazy: lazyPage(() => documents().then((m) => ({ default: m.HandlingPersonalInformationPage }))),
  },
  { path: 'about-us', lazy: lazyPage(() => documents().then((m) => ({ default: m.AboutUsPage }))) },
  { path: 'hashi-info', lazy: lazyPage(() => import('./routes/hashi-info-page.tsx')) },
];
