import type { Locale } from '@hashi/shared/constants';

/**
 * Pages of the visitor site. Each URL is configurable at build time and defaults to our own public
 * page, so a fresh checkout links somewhere real.
 */
const env = import.meta.env;

export function visitorFaqUrl(locale: Locale): string {
  const configured = locale === 'ja' ? env.VITE_VISITOR_FAQ_URL_JA : env.VITE_VISITOR_FAQ_URL_EN;
  return configured || '/faq';
}

export const aboutUsUrl = (): string => env.VITE_ABOUT_US_URL || '/about-us';
export const privacyPolicyUrl = (): string => env.VITE_PRIVACY_POLICY_URL || '/privacy-policy';
/**
 * Our social pages exist only once someone sets them up and configures their URLs; until then the
 * links are not shown rather than pointing at pages that may belong to someone else.
 */
export const facebookUrl = (): string | undefined => env.VITE_FACEBOOK_URL || undefined;
export const linkedInUrl = (): string | undefined => env.VITE_LINKEDIN_URL || undefined;

/** A configured URL on another host opens in a new tab; our own paths stay in the app. */
export function isExternalUrl(url: string): boolean {
  return /^https?:\/\//i.test(url);
}
