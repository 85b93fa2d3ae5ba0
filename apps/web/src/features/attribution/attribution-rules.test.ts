import { describe, expect, it } from 'vitest';
import {
  accessRouteFromReferrer,
  isExternalReferrer,
  readUtm,
  shouldStoreFirstAccessUrl,
} from './attribution-rules.ts';

const ALL_UTM = '?utm_source=google&utm_medium=cpc&utm_campaign=eng&utm_term=jobs&utm_content=ad1';

describe('first access URL (spec §9)', () => {
  it('is stored for ordinary pages', () => {
    expect(shouldStoreFirstAccessUrl('/', {})).toBe(true);
    expect(shouldStoreFirstAccessUrl('/jobs', readUtm('?utm_source=x'))).toBe(true);
  });

  it('is not stored for /lp-en, /lp-jp and /sign-up', () => {
    for (const path of ['/lp-en', '/lp-jp', '/sign-up', '/sign-up/']) {
      expect(shouldStoreFirstAccessUrl(path, readUtm('?utm_source=google&utm_medium=cpc'))).toBe(false);
    }
  });

  it('is stored even there when all five UTM values are present', () => {
    expect(shouldStoreFirstAccessUrl('/lp-en', readUtm(ALL_UTM))).toBe(true);
    expect(shouldStoreFirstAccessUrl('/sign-up', readUtm(ALL_UTM.replace('&utm_content=ad1', '')))).toBe(false);
  });
});

describe('access route from the referrer (spec §9 fallback)', () => {
  it.each([
    ['https://www.google.com/', 'Google / Organic Search'],
    ['https://www.google.co.jp/search?q=it', 'Google / Organic Search'],
    ['https://t.co/abc123', 'X / Organic Social'],
    ['https://www.linkedin.com/feed/', 'LinkedIn / Organic Social'],
    ['https://l.instagram.com/', 'Instagram / Organic Social'],
    ['https://m.facebook.com/', 'Facebook / Organic Social'],
  ])('%s → %s', (referrer, label) => {
    expect(accessRouteFromReferrer(referrer)).toBe(label);
  });

  it('gives none for other sites, an empty referrer, or a channel named only in the query', () => {
    expect(accessRouteFromReferrer('https://news.ycombinator.com/')).toBeNull();
    expect(accessRouteFromReferrer('')).toBeNull();
    expect(accessRouteFromReferrer(undefined)).toBeNull();
    expect(accessRouteFromReferrer('https://example.com/?ref=google')).toBeNull();
    // "microsoft.com" contains "t.co"; it is not X.
    expect(accessRouteFromReferrer('https://www.microsoft.com/')).toBeNull();
  });
});

describe('UTM values and referrers', () => {
  it('reads the five UTM parameters and ignores empty ones', () => {
    expect(readUtm('?utm_source=google&utm_medium=&utm_campaign=spring&x=1')).toEqual({
      utm_source: 'google',
      utm_campaign: 'spring',
    });
  });

  it('treats only another site as a referrer', () => {
    expect(isExternalReferrer('https://www.google.com/', 'https://hashi.example')).toBe(true);
    expect(isExternalReferrer('https://hashi.example/jobs', 'https://hashi.example')).toBe(false);
    expect(isExternalReferrer('', 'https://hashi.example')).toBe(false);
  });
});
