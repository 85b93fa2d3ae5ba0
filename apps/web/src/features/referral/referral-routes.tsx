import type { RouteObject } from 'react-router';
import { lazyPage } from '../../lib/lazy/lazy-page.ts';

/**
 * Spec §2: the referral program page, /interview-campaign and the campaign page (route name
 * CampaignPage), mounted inside the access guard by app/router.tsx; the pages load lazily (ADR 0008).
 */
export const referralRoutes: RouteObject[] = [
  { id: 'Referral', path: 'referral', lazy: lazyPage(() => import('./routes/referral-page.tsx')) },
  { id: 'InterviewCampaign', path: 'interview-campaign', lazy: lazyPage(() => import('./routes/campaign-page.tsx')) },
  { id: 'CampaignPage', path: 'campaign', lazy: lazyPage(() => import('./routes/campaign-page.tsx')) },
];
