import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { authGuardRoute, guestRoutes, notRegisteredGuardRoute } from '../features/auth/auth-routes.tsx';
import { consoleRouteTree } from './console-routes.tsx';
import { routes } from './router.tsx';

const guards = new Map<unknown, string>([
  [guestRoutes[0]?.lazy, 'guest'],
  [authGuardRoute.lazy, 'auth'],
  [notRegisteredGuardRoute.lazy, 'not-registered'],
]);

/** Every route as `/full/path [id] <guards>`, so a move of the tree cannot lose a URL or a guard. */
function urls(tree: RouteObject[], prefix = '', within: string[] = []): string[] {
  return tree.flatMap((route) => {
    const path = route.index ? prefix || '/' : route.path ? `${prefix}/${route.path}` : prefix;
    const guard = guards.get(route.lazy);
    const chain = guard ? [...within, guard] : within;
    const here = route.path || route.index ? [`${path}${route.id ? ` [${route.id}]` : ''} <${chain.join(' > ')}>`] : [];
    return [...here, ...urls(route.children ?? [], path, chain)];
  });
}

describe('the route tree the app assembles from the features', () => {
  it('mounts every applicant URL behind the guard spec §4 gives it', () => {
    expect(urls(routes).filter((u) => !u.startsWith('/employer') && !u.startsWith('/admin'))).toEqual([
      // Guests get the home page; applicants MyPage behind the access guard (home-page.test.tsx).
      '/ [MyPage] <>',
      '/login [login] <guest>',
      '/sign-up <guest>',
      '/forgot-password <guest>',
      '/reset-password <guest>',
      '/successregistration <guest>',
      '/successsignup <guest>',
      '/email-verification <guest>',
      '/lp-en <guest>',
      '/lp-jp <guest>',
      '/social-linkedin <>',
      '/social-github <>',
      '/initial-password-change <auth>',
      '/change-password <auth>',
      '/change-email <auth>',
      '/delete-account <auth>',
      '/profile-registration <auth > not-registered>',
      '/cv-edit <auth > not-registered>',
      '/welcome <auth>',
      '/registration <auth>',
      '/registration/* <auth>',
      '/profile-settings <auth>',
      '/profile-settings/:section <auth>',
      '/profile-preview <auth>',
      '/personal-information/:part <auth>',
      '/account-settings <auth>',
      '/account-settings <auth>',
      '/account-settings/credential <auth>',
      '/account-settings/email <auth>',
      '/account-settings/excluded-company <auth>',
      '/account-settings/inform <auth>',
      '/account-settings/private <auth>',
      '/jobs [JobSearch] <auth>',
      '/my-search <auth>',
      '/approach <auth>',
      '/approach/scouted [Scouted] <auth>',
      '/approach/interested [Interested] <auth>',
      '/approach/saved [Pinned] <auth>',
      '/approach/applied [Applied] <auth>',
      '/approach/hidden [Invisible] <auth>',
      '/approach/recommend [Recommend] <auth>',
      '/approach/matched [Matched] <auth>',
      '/jobs/:id <auth>',
      '/jobs/:id/applycomplete [ApplyComplete] <auth>',
      '/messages [Threads] <auth>',
      '/messages/:code [Conversation] <auth>',
      '/video-interviews/:id [VideoInterview] <auth>',
      '/notifications [Notifications] <auth>',
      '/notifications/:id [Notification] <auth>',
      '/faq-inquiry <auth>',
      '/referral [Referral] <auth>',
      '/interview-campaign [InterviewCampaign] <auth>',
      '/campaign [CampaignPage] <auth>',
      '/search <>',
      '/search/:id <>',
      '/for-employer <>',
      '/faq <>',
      '/contact-us <>',
      '/terms-of-use <>',
      '/privacy-policy <>',
      '/handling-personal-information <>',
      '/about-us <>',
      '/hashi-info <>',
      '/personal-information <>',
      '/blog <>',
      '/blog/:slug <>',
      '/* <>',
    ]);
  });

  it('mounts both consoles beside the shell, each page inside its layout', () => {
    expect(urls(consoleRouteTree)).toEqual([
      '/employer/invitation <>',
      '/employer/login <>',
      '/employer <>',
      '/employer <>',
      '/employer/job-postings <>',
      '/employer/job-postings/new <>',
      '/employer/job-postings/:id <>',
      '/employer/company <>',
      '/employer/scout-templates <>',
      '/employer/applicants <>',
      '/employer/applicants/:id <>',
      '/employer/applications <>',
      '/employer/approaches <>',
      '/employer/approaches/:list <>',
      '/employer/messages <>',
      '/employer/messages/:code <>',
      '/employer/video-interview-templates <>',
      '/employer/video-interviews/:id <>',
      '/employer/* <>',
      '/admin/login <>',
      '/admin <>',
      '/admin <>',
      '/admin/job-postings <>',
      '/admin/company-requests <>',
      '/admin/company-requests/:id <>',
      '/admin/notices <>',
      '/admin/blog <>',
      '/admin/message-reports <>',
      '/admin/message-reports/:id <>',
      '/admin/faqs <>',
      '/admin/inquiries <>',
      '/admin/inquiries/:id <>',
      '/admin/access-routes <>',
      '/admin/signup-report <>',
      '/admin/campaigns <>',
      '/admin/gift-codes <>',
      '/admin/rewards <>',
      '/admin/quarantined-files <>',
      '/admin/* <>',
    ]);
    expect(routes.slice(-consoleRouteTree.length)).toEqual(consoleRouteTree);
  });
});
