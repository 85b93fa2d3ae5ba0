import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appToken, bearer, buildUser, loginAs } from '../../../test/factories.ts';
import { createTestContext, type TestContext } from '../../../test/test-app.ts';

let ctx: TestContext;
let guestToken: string;
beforeAll(async () => {
  ctx = await createTestContext();
  guestToken = await appToken(ctx);
});
afterAll(async () => ctx.close());

const search = (query: Record<string, string>, token: string | null = guestToken) =>
  ctx.app.inject({
    method: 'GET',
    url: `/api/access-routes/search-by-field?${new URLSearchParams(query)}`,
    headers: token ? bearer(token) : {},
  });

describe('GET /api/access-routes/search-by-field', () => {
  it('answers the label of an exact source, medium and campaign', async () => {
    const res = await search({ source: 'google', medium: 'cpc', campaign: 'engineers_en' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(['Google Ads / Search (EN)']);
  });

  it('puts the row of a matching term first, and ignores case', async () => {
    const res = await search({
      source: 'Google',
      medium: 'CPC',
      campaign: 'engineers_en',
      term: 'English speaking IT jobs',
    });
    expect(res.json()).toEqual(['Google Ads / Search (EN) / English-speaking IT jobs', 'Google Ads / Search (EN)']);
    const ja = await search({
      source: 'google',
      medium: 'cpc',
      campaign: 'engineers_ja',
      term: '外国人 エンジニア 求人',
    });
    expect(ja.json()[0]).toBe('Google Ads / Search (JA) / Foreign engineer jobs');
  });

  it('matches content the same way, and a general row for an unknown term', async () => {
    const stories = await search({
      source: 'instagram',
      medium: 'paid_social',
      campaign: 'engineers_en',
      content: 'stories',
    });
    expect(stories.json()[0]).toBe('Instagram Ads / Stories (EN)');
    const other = await search({ source: 'instagram', medium: 'paid_social', campaign: 'engineers_en', term: 'x' });
    expect(other.json()).toEqual(['Instagram Ads (EN)']);
  });

  it('answers the organic label for traffic without a campaign', async () => {
    expect((await search({ source: 'google', medium: 'organic' })).json()).toEqual(['Google / Organic Search']);
    expect((await search({ source: 'x', medium: 'social' })).json()).toEqual(['X / Organic Social']);
  });

  it('answers [] when nothing matches', async () => {
    const res = await search({ source: 'newsletter', medium: 'email', campaign: 'unknown' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([]);
  });

  it('seeds e-mail, Microsoft and X campaigns in both languages', async () => {
    const cases: Array<[Record<string, string>, string]> = [
      [{ source: 'job_alert', medium: 'email', campaign: 'weekly_ja' }, 'Email / Job Alert (JA)'],
      [{ source: 'hashi', medium: 'email', campaign: 'reengagement_en' }, 'Email / Re-engagement (EN)'],
      [{ source: 'bing', medium: 'cpc', campaign: 'engineers_ja' }, 'Microsoft Ads / Search (JA)'],
      [{ source: 'twitter', medium: 'paid_social', campaign: 'engineers_ja' }, 'X Ads (JA)'],
    ];
    for (const [query, label] of cases) expect((await search(query)).json()).toEqual([label]);
  });

  it('accepts a user token too, and requires source and medium', async () => {
    const user = await buildUser(ctx);
    const { access_token } = await loginAs(ctx, user);
    expect((await search({ source: 'bing', medium: 'cpc', campaign: 'engineers_en' }, access_token)).json()).toEqual([
      'Microsoft Ads / Search (EN)',
    ]);
    const res = await search({ campaign: 'engineers_en' });
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().errors).sort()).toEqual(['medium', 'source']);
  });

  it('answers 401 without a token', async () => {
    const res = await search({ source: 'google', medium: 'cpc', campaign: 'engineers_en' }, null);
    expect(res.statusCode).toBe(401);
  });
});
