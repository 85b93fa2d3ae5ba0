import { DEFAULT_COOKIE_MAX_AGE_S, LANGUAGE_COOKIE, LOCALES, type Locale } from '@hashi/shared/constants';
import i18next from 'i18next';
import { getCookie, setCookie } from '../lib/cookies.ts';
import { REFERENCE_CACHE_PREFIX } from '../lib/masters/reference-cache.ts';

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/** The campaign landing pages, each in one language whatever the app shows (spec §2). */
const LANDING_LANGUAGE: Readonly<Record<string, Locale>> = { '/lp-en': 'en', '/lp-jp': 'ja' };

/** The language a landing page is written in; undefined for every other page. */
export function landingLanguage(pathname: string): Locale | undefined {
  return LANDING_LANGUAGE[pathname.replace(/\/+$/, '')];
}

/**
 * Spec §1: the stored language cookie wins; otherwise, on a landing page, the page's language (a
 * first visit from a campaign keeps it); otherwise Japanese when the browser prefers it; otherwise
 * English. localStorage only mirrors the choice. Before all of them, a public URL's `?lang=en|ja`
 * (the language versions search engines link to, ADR 0032). A landing page never overrides a
 * stored choice: it shows its own text in its language and leaves the app's alone.
 */
export function detectInitialLanguage(
  browserLanguage: string | undefined = navigator.language,
  search: string = window.location.search,
  pathname: string = window.location.pathname,
): Locale {
  const fromUrl = new URLSearchParams(search).get('lang');
  if (isLocale(fromUrl)) return fromUrl;
  const stored = getCookie(LANGUAGE_COOKIE);
  if (isLocale(stored)) return stored;
  const landing = landingLanguage(pathname);
  if (landing) return landing;
  if (browserLanguage?.toLowerCase().startsWith('ja')) return 'ja';
  return 'en';
}

/**
 * Takes `?lang=` out of the address once the language is chosen (and stored): the language menu
 * decides from then on, and a reload does not switch back to the language the link carried.
 */
export function dropLanguageParam(location: Location = window.location, history: History = window.history): void {
  const url = new URL(location.href);
  if (!url.searchParams.has('lang')) return;
  url.searchParams.delete('lang');
  history.replaceState(history.state, '', `${url.pathname}${url.search}${url.hash}`);
}

/** Keeps the choice in the cookie (30 days), localStorage and `<html lang>`. */
export function persistLanguage(locale: Locale): void {
  setCookie(LANGUAGE_COOKIE, locale, DEFAULT_COOKIE_MAX_AGE_S);
  try {
    localStorage.setItem(LANGUAGE_COOKIE, locale);
  } catch {
    // Private modes may refuse storage; the cookie alone still carries the choice.
  }
  document.documentElement.lang = locale;
}

/** The language the UI shows now. */
export function currentLocale(): Locale {
  return isLocale(i18next.resolvedLanguage) ? i18next.resolvedLanguage : 'en';
}

/**
 * Switches the UI language and stores it, without asking the server. The login flow calls this with
 * the applicant's saved locale; the language menu goes through `useChangeLanguage` instead.
 */
export async function applyLanguage(locale: Locale): Promise<void> {
  persistLanguage(locale);
  await i18next.changeLanguage(locale);
}

/** Cached reference lists hold names in the old language, so a language switch drops them. */
export function clearReferenceCache(storage: Storage = sessionStorage): void {
  const keys: string[] = [];
  for (let i = 0; i < storage.length; i++) {
    const key = storage.key(i);
    if (key?.startsWith(REFERENCE_CACHE_PREFIX)) keys.push(key);
  }
  for (const key of keys) storage.removeItem(key);
}
