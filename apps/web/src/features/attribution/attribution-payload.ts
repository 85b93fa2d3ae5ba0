import type { Attribution } from '@hashi/shared/auth.schema';
import { TRACKING_COOKIES } from '@hashi/shared/constants';
import { getCookie, removeCookie } from '../../lib/cookies.ts';
import { searchAccessRoute } from './api/search-access-route.ts';
import { accessRouteFromReferrer, FIRST_ACCESS_URL_COOKIE, REFERER_COOKIE, UTM_COOKIE } from './attribution-rules.ts';

// The sign-up schema caps these lengths; an over-long campaign URL must not make the sign-up fail.
const clip = (value: string | undefined, max: number) => (value ? value.slice(0, max) : null);

/**
 * What a sign-up (e-mail or social) sends about where the person came from (spec §9): the access
 * route label, the first and the current URL, and the raw UTM and referrer values.
 */
export async function collectAttribution(currentUrl: string = window.location.href): Promise<Attribution> {
  const utm = {
    utm_source: clip(getCookie(UTM_COOKIE.utm_source), 255),
    utm_medium: clip(getCookie(UTM_COOKIE.utm_medium), 255),
    utm_campaign: clip(getCookie(UTM_COOKIE.utm_campaign), 255),
    utm_term: clip(getCookie(UTM_COOKIE.utm_term), 255),
    utm_content: clip(getCookie(UTM_COOKIE.utm_content), 255),
  };
  const referer = clip(getCookie(REFERER_COOKIE), 2048);
  const accessRoute =
    utm.utm_source && utm.utm_medium
      ? await searchAccessRoute({
          source: utm.utm_source,
          medium: utm.utm_medium,
          campaign: utm.utm_campaign ?? undefined,
          term: utm.utm_term ?? undefined,
          content: utm.utm_content ?? undefined,
        })
      : accessRouteFromReferrer(referer ?? undefined);
  return {
    first_access_url: clip(getCookie(FIRST_ACCESS_URL_COOKIE), 2048),
    last_access_url: clip(currentUrl, 2048),
    access_route: accessRoute ? accessRoute.slice(0, 255) : null,
    referer,
    ...utm,
  };
}

/** Spec §4: after a successful social login the attribution has been recorded, so forget it. */
export function removeAttributionCookies(): void {
  for (const name of TRACKING_COOKIES) removeCookie(name);
}
