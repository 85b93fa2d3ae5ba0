import { TRACKING_COOKIE_MAX_AGE_S } from '@hashi/shared/constants';
import { getCookie, setCookie } from '../../lib/cookies.ts';
import {
  FIRST_ACCESS_URL_COOKIE,
  isExternalReferrer,
  REFERER_COOKIE,
  readUtm,
  shouldStoreFirstAccessUrl,
  UTM_COOKIE,
  UTM_PARAMS,
} from './attribution-rules.ts';

/** Paths a social provider sends the browser back to; see why below. */
const SOCIAL_CALLBACK_PATHS = ['/social-linkedin', '/social-github'];

type Entry = { href: string; pathname: string; search: string; origin: string };

/**
 * Call once when the app starts (spec §9): remembers UTM values, the referrer and the first access
 * URL in cookies for 7 days, so a sign-up days later is still credited to its campaign.
 */
export function captureAttribution(entry: Entry = window.location, referrer: string = document.referrer): void {
  const params = new URLSearchParams(entry.search);
  // Coming back from Google/LinkedIn/GitHub sign-in is our own redirect, not a visit: its referrer
  // is the provider and would wrongly credit the sign-up to organic search or social.
  const isSocialCallback =
    SOCIAL_CALLBACK_PATHS.includes(entry.pathname) || (entry.pathname === '/login' && params.has('code'));
  if (isSocialCallback) return;

  const utm = readUtm(entry.search);
  for (const name of UTM_PARAMS) {
    const value = utm[name];
    if (value) setCookie(UTM_COOKIE[name], value, TRACKING_COOKIE_MAX_AGE_S);
  }
  if (isExternalReferrer(referrer, entry.origin)) {
    setCookie(REFERER_COOKIE, referrer, TRACKING_COOKIE_MAX_AGE_S);
  }
  // "First" access: a later visit does not replace it, except a complete campaign link, which is
  // the strongest evidence of where this person came from.
  const hasAllUtm = UTM_PARAMS.every((name) => Boolean(utm[name]));
  const isFirst = getCookie(FIRST_ACCESS_URL_COOKIE) === undefined;
  if (shouldStoreFirstAccessUrl(entry.pathname, utm) && (isFirst || hasAllUtm)) {
    setCookie(FIRST_ACCESS_URL_COOKIE, entry.href, TRACKING_COOKIE_MAX_AGE_S);
  }
}
