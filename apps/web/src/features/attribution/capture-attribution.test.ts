import { TRACKING_COOKIES } from '@hashi/shared/constants';
import { describe, expect, it, vi } from 'vitest';
import { mockApi } from '../auth/test/mock-api.ts';
import { getCookie, setCookie } from '../../lib/cookies.ts';
import { collectAttribution, removeAttributionCookies } from './attribution-payload.ts';
import { captureAttribution } from './capture-attribution.ts';

const ORIGIN = 'http://localhost:3000';
const entry = (pathAndQuery: string) => {
  const url = new URL(pathAndQuery, ORIGIN);
  return { href: url.href, pathname: url.pathname, search: url.search, origin: url.origin };
};

describe('captureAttribution (spec §9)', () => {
  it('stores the UTM values, an external referrer and the first access URL for 7 days', () => {
    const cookieWrites = vi.spyOn(document, 'cookie', 'set');
    captureAttribution(
      entry('/jobs?utm_source=linkedin&utm_medium=social&utm_campaign=spring'),
      'https://www.linkedin.com/',
    );
    expect(getCookie('utmSource')).toBe('linkedin');
    expect(getCookie('utmMedium')).toBe('social');
    expect(getCookie('utmCampaign')).toBe('spring');
    expect(getCookie('utmTerm')).toBeUndefined();
    expect(getCookie('referer')).toBe('https://www.linkedin.com/');
    expect(getCookie('firstAccessUrl')).toBe(
      `${ORIGIN}/jobs?utm_source=linkedin&utm_medium=social&utm_campaign=spring`,
    );
    expect(cookieWrites.mock.calls.every(([value]) => String(value).includes('Max-Age=604800'))).toBe(true);
  });

  it('keeps the first access URL on later visits, and does not take it from /sign-up', () => {
    captureAttribution(entry('/sign-up'), '');
    expect(getCookie('firstAccessUrl')).toBeUndefined();
    captureAttribution(entry('/jobs/12'), '');
    captureAttribution(entry('/login'), '');
    expect(getCookie('firstAccessUrl')).toBe(`${ORIGIN}/jobs/12`);
  });

  it('lets a complete campaign link on a landing page replace it', () => {
    captureAttribution(entry('/jobs/12'), '');
    const full = '/lp-en?utm_source=google&utm_medium=cpc&utm_campaign=eng&utm_term=jobs&utm_content=ad1';
    captureAttribution(entry(full), '');
    expect(getCookie('firstAccessUrl')).toBe(`${ORIGIN}${full}`);
  });

  it('ignores our own pages as referrers and the return from a social provider', () => {
    captureAttribution(entry('/jobs'), `${ORIGIN}/login`);
    expect(getCookie('referer')).toBeUndefined();
    captureAttribution(entry('/login?code=abc&state=xyz'), 'https://accounts.google.com/');
    captureAttribution(entry('/social-github?code=abc&state=xyz'), 'https://github.com/');
    expect(getCookie('referer')).toBeUndefined();
  });
});

describe('collectAttribution (sent with every sign-up)', () => {
  it('asks the server for the label when UTM source and medium exist', async () => {
    setCookie('utmSource', 'google');
    setCookie('utmMedium', 'cpc');
    setCookie('utmCampaign', 'engineers');
    setCookie('referer', 'https://www.facebook.com/');
    setCookie('firstAccessUrl', `${ORIGIN}/jobs`);
    const api = mockApi({
      'POST /oauth/token': { body: { token_type: 'Bearer', access_token: 'app', expires_in: 3600 } },
      'GET /api/access-routes/search-by-field': { body: ['Google / Paid Search (EN)', 'other'] },
    });
    const payload = await collectAttribution(`${ORIGIN}/sign-up`);
    expect(api.callsTo('GET', '/api/access-routes/search-by-field')[0]?.path).toBe(
      '/api/access-routes/search-by-field?source=google&medium=cpc&campaign=engineers',
    );
    expect(payload).toEqual({
      access_route: 'Google / Paid Search (EN)',
      first_access_url: `${ORIGIN}/jobs`,
      last_access_url: `${ORIGIN}/sign-up`,
      referer: 'https://www.facebook.com/',
      utm_source: 'google',
      utm_medium: 'cpc',
      utm_campaign: 'engineers',
      utm_term: null,
      utm_content: null,
    });
  });

  it('gives no label when the lookup fails or finds nothing — the sign-up goes on', async () => {
    setCookie('utmSource', 'google');
    setCookie('utmMedium', 'cpc');
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    mockApi({
      'POST /oauth/token': { body: { token_type: 'Bearer', access_token: 'app', expires_in: 3600 } },
      'GET /api/access-routes/search-by-field': {
        status: 500,
        body: { message: 'Server Error', code: 'server_error' },
      },
    });
    expect((await collectAttribution()).access_route).toBeNull();
    mockApi({
      'POST /oauth/token': { body: { token_type: 'Bearer', access_token: 'app', expires_in: 3600 } },
      'GET /api/access-routes/search-by-field': { body: [] },
    });
    expect((await collectAttribution()).access_route).toBeNull();
  });

  it('falls back to the referrer without UTM source and medium, without asking the server', async () => {
    setCookie('utmSource', 'newsletter');
    setCookie('referer', 'https://t.co/xyz');
    const api = mockApi({});
    expect((await collectAttribution()).access_route).toBe('X / Organic Social');
    expect(api.calls).toHaveLength(0);
  });

  it('removeAttributionCookies forgets every tracking cookie', () => {
    for (const name of TRACKING_COOKIES) setCookie(name, 'x');
    removeAttributionCookies();
    for (const name of TRACKING_COOKIES) expect(getCookie(name)).toBeUndefined();
  });
});
