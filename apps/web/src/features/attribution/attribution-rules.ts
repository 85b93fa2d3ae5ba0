/**
 * The attribution rules of spec §9, kept free of cookies and the DOM so they can be tested alone.
 */

export const UTM_PARAMS = ['utm_source', 'utm_medium', 'utm_campaign', 'utm_term', 'utm_content'] as const;
export type UtmParam = (typeof UTM_PARAMS)[number];
export type UtmValues = Partial<Record<UtmParam, string>>;

/** Cookie name of each UTM value (spec §9). */
export const UTM_COOKIE: Record<UtmParam, string> = {
  utm_source: 'utmSource',
  utm_medium: 'utmMedium',
  utm_campaign: 'utmCampaign',
  utm_term: 'utmTerm',
  utm_content: 'utmContent',
};
export const REFERER_COOKIE = 'referer';
export const FIRST_ACCESS_URL_COOKIE = 'firstAccessUrl';

/** Pages whose own sign-up form is the campaign target; their URL says nothing about where people came from. */
const PAGES_WITHOUT_FIRST_ACCESS_URL = ['/lp-en', '/lp-jp', '/sign-up'];

/**
 * Labels the server seeds for organic traffic; they must match the access-route table exactly so
 * reports group organic and campaign sign-ups under the same channel names.
 */
export const ORGANIC_ACCESS_ROUTES = {
  google: 'Google / Organic Search',
  x: 'X / Organic Social',
  linkedin: 'LinkedIn / Organic Social',
  instagram: 'Instagram / Organic Social',
  facebook: 'Facebook / Organic Social',
} as const;

export function readUtm(search: string): UtmValues {
  const params = new URLSearchParams(search);
  const values: UtmValues = {};
  for (const name of UTM_PARAMS) {
    const value = params.get(name)?.trim();
    if (value) values[name] = value;
  }
  return values;
}

/** Spec §9: stored unless the page is /lp-en, /lp-jp or /sign-up — unless all five UTM values are present. */
export function shouldStoreFirstAccessUrl(pathname: string, utm: UtmValues): boolean {
  const path = pathname.replace(/\/+$/, '') || '/';
  if (!PAGES_WITHOUT_FIRST_ACCESS_URL.includes(path)) return true;
  return UTM_PARAMS.every((name) => Boolean(utm[name]));
}

/**
 * Spec §9 fallback when there is no UTM source and medium. The host is matched rather than the
 * whole address, so a query like `?q=google` or a host such as `microsoft.com` (which contains
 * "t.co") is not mistaken for a channel.
 */
export function accessRouteFromReferrer(referrer: string | undefined): string | null {
  if (!referrer) return null;
  let host: string;
  try {
    host = new URL(referrer).hostname.toLowerCase();
  } catch {
    host = referrer.toLowerCase();
  }
  if (host.includes('google')) return ORGANIC_ACCESS_ROUTES.google;
  if (host === 't.co' || host.endsWith('.t.co')) return ORGANIC_ACCESS_ROUTES.x;
  if (host.includes('linkedin') || host === 'lnkd.in') return ORGANIC_ACCESS_ROUTES.linkedin;
  if (host.includes('instagram')) return ORGANIC_ACCESS_ROUTES.instagram;
  if (host.includes('facebook')) return ORGANIC_ACCESS_ROUTES.facebook;
  return null;
}

/** A referrer from this site (a reload, a return from a provider page) is not a source of traffic. */
export function isExternalReferrer(referrer: string, origin: string): boolean {
  if (!referrer) return false;
  try {
    return new URL(referrer).origin !== origin;
  } catch {
    return false;
  }
}
