import { LANGUAGE_COOKIE } from '@hashi/shared/constants';
import { describe, expect, it } from 'vitest';
import { setCookie } from '../lib/cookies.ts';
import { clearReferenceCache, detectInitialLanguage, dropLanguageParam, persistLanguage } from './language.ts';

function setLanguageCookie(value: string) {
  setCookie(LANGUAGE_COOKIE, value);
}

describe('detectInitialLanguage (spec §1)', () => {
  it('uses the language cookie before the browser language', () => {
    setLanguageCookie('en');
    expect(detectInitialLanguage('ja-JP')).toBe('en');
    setLanguageCookie('ja');
    expect(detectInitialLanguage('en-US')).toBe('ja');
  });

  it('falls back to Japanese when the browser prefers Japanese', () => {
    expect(detectInitialLanguage('ja')).toBe('ja');
    expect(detectInitialLanguage('ja-JP')).toBe('ja');
  });

  it('falls back to English for any other browser language', () => {
    expect(detectInitialLanguage('fr-FR')).toBe('en');
    expect(detectInitialLanguage('zh-TW')).toBe('en');
    expect(detectInitialLanguage(undefined)).toBe('en');
  });

  it('lets a public URL’s ?lang= choose before the cookie and the browser (ADR 0032)', () => {
    setLanguageCookie('en');
    expect(detectInitialLanguage('en-US', '?lang=ja')).toBe('ja');
    expect(detectInitialLanguage('ja-JP', '?q=1&lang=en')).toBe('en');
    expect(detectInitialLanguage('ja-JP', '?lang=fr')).toBe('en');
  });

  it('takes ?lang= out of the address once applied, keeping the rest', () => {
    window.history.replaceState(null, '', '/search/5?lang=ja&q=go#top');
    dropLanguageParam();
    expect(`${window.location.pathname}${window.location.search}${window.location.hash}`).toBe('/search/5?q=go#top');
    window.history.replaceState(null, '', '/');
  });

  it('lets a landing page set the language of a visitor who has none yet', () => {
    expect(detectInitialLanguage('en-US', '', '/lp-jp')).toBe('ja');
    expect(detectInitialLanguage('ja-JP', '', '/lp-en')).toBe('en');
    expect(detectInitialLanguage('ja-JP', '', '/lp-en/')).toBe('en');
    expect(detectInitialLanguage('ja-JP', '', '/search')).toBe('ja');
  });

  it('keeps the language a visitor chose before, on a landing page too', () => {
    setLanguageCookie('en');
    expect(detectInitialLanguage('en-US', '', '/lp-jp')).toBe('en');
    setLanguageCookie('ja');
    expect(detectInitialLanguage('ja-JP', '', '/lp-en')).toBe('ja');
  });

  it('ignores a cookie that holds no supported language', () => {
    setLanguageCookie('de');
    expect(detectInitialLanguage('ja-JP')).toBe('ja');
    expect(detectInitialLanguage('de-DE')).toBe('en');
  });
});

describe('persistLanguage', () => {
  it('keeps the choice in the cookie, localStorage and <html lang>', () => {
    persistLanguage('ja');
    expect(document.cookie).toContain(`${LANGUAGE_COOKIE}=ja`);
    expect(localStorage.getItem(LANGUAGE_COOKIE)).toBe('ja');
    expect(document.documentElement.lang).toBe('ja');
    expect(detectInitialLanguage('en-US')).toBe('ja');
  });
});

describe('clearReferenceCache', () => {
  it('removes only the cached reference lists', () => {
    sessionStorage.setItem('hashi.ref.prefectures', '[]');
    sessionStorage.setItem('hashi.ref.languages', '[]');
    sessionStorage.setItem('hashi.other', 'keep');
    clearReferenceCache();
    expect(sessionStorage.getItem('hashi.ref.prefectures')).toBeNull();
    expect(sessionStorage.getItem('hashi.ref.languages')).toBeNull();
    expect(sessionStorage.getItem('hashi.other')).toBe('keep');
  });
});
