import { describe, expect, it } from 'vitest';
import { FIRST_PAINT_STATE_ID, PAINT_COOKIE } from '@hashi/shared/first-paint';
import { bearer, buildUser, loginAs, randomIp } from '../../../test/factories.ts';
import { buildCompany, buildPosting } from '../../../test/job-factories.ts';
import { signedInCompany } from '../../../test/company-factories.ts';
import { openTestDatabase, useTestContext } from '../../../test/test-app.ts';
import { entry, expectHydratable, inText, rootOf, stateOf, webDir } from '../../../test/first-paint-harness.ts';
import { signUserToken } from '../auth/tokens.ts';
import { ReplicaMonitor, WriteMarks } from '../db/replica.ts';

/**
 * ADR 0048: `/jobs` and `/` are painted for the signed-in applicant whose paint cookie
 * (`<startedAt>.<access token>`, written by the web app) holds a live session, with the shell's own
 * answers and the page's; for anyone else they are answered as before.
 */
const ctx = useTestContext({ WEB_DIST_DIR: webDir, WEB_SSR_ENTRY: entry });

const STARTED_AT = 1_764_000_000_123;
const paintCookie = (token: string, startedAt = STARTED_AT) => ({ cookie: `${PAINT_COOKIE}=${startedAt}.${token}` });

const get = (url: string, headers: Record<string, string> = {}) =>
  ctx.app.inject({ method: 'GET', url, headers }).then((res) => ({ res, html: res.body }));

async function signedIn() {
  const user = await buildUser(ctx);
  const tokens = await loginAs(ctx, user);
  return { user, token: tokens.access_token };
}

/** Answered as before this change: index.html with an empty #root, no state, cacheable as the app. */
function expectUnpainted(res: { statusCode: number; headers: Record<string, unknown> }, html: string) {
  expect(res.statusCode).toBe(200);
  expect(html).toContain('<div id="root"></div>');
  expect(html).not.toContain(FIRST_PAINT_STATE_ID);
  expect(res.headers['cache-control']).toBe('no-cache');
}

describe('pages painted for a signed-in applicant', () => {
  it('paints /jobs with the search’s results and the signed-in shell, for that login only and never cached', async () => {
    const company = await buildCompany(ctx);
    const posting = await buildPosting(ctx, company.id, {
      title_en: 'Signedpaint Kotlin Engineer',
      title_ja: 'サインドペイントKotlinエンジニア',
    });
    const { user, token } = await signedIn();

    const en = await get('/jobs?lang=en&popular_keywords=Signedpaint', paintCookie(token));
    expect(en.res.statusCode).toBe(200);
    expect(en.res.headers['cache-control']).toBe('private, no-store');
    expect(String(en.res.headers.vary)).toContain('Cookie');
    const root = rootOf(en.html);
    expectHydratable(root);
    inText(root, 'Signedpaint Kotlin Engineer');
    // The signed-in shell: the applicant's navigation, not the guest's log-in link.
    expect(root).toContain('href="/messages"');
    expect(root).not.toContain('href="/login"');
    // Results link to the applicant's own posting page.
    expect(root).toContain(`href="/jobs/${posting.id}`);

    const state = stateOf(en.html);
    expect(state.session).toEqual({ userId: user.id, startedAt: STARTED_AT });
    const keys = state.queries.queries.map((q) => q.queryKey);
    // Keyed as the browser's queries of that login are (lib/session/user-auth.ts, applicant-auth.ts).
    expect(keys).toContainEqual(['auth', 'user', user.id, STARTED_AT]);
    expect(keys).toContainEqual(['auth', 'applicant', user.id, STARTED_AT]);
    expect(keys).toContainEqual(['approach-unread']);
    expect(keys).toContainEqual(['messages-unread']);
    expect(keys).toContainEqual(['notifications', 'summary', 'en']);
    expect(keys.map((key) => key.slice(0, 3))).toContainEqual(['job-postings', 'search', 'en']);

    const ja = await get('/jobs?popular_keywords=Signedpaint', {
      ...paintCookie(token),
      'accept-language': 'ja',
    });
    const jaRoot = rootOf(ja.html);
    expectHydratable(jaRoot);
    inText(jaRoot, 'サインドペイントKotlinエンジニア');
    expect(stateOf(ja.html).locale).toBe('ja');
    // The page says its language before the app runs (a GET search sent before it is live loads another paint).
    expect(ja.html).toContain('<html lang="ja"');
    expect(en.html).toContain('<html lang="en"');
  });

  it('answers /jobs as before without a cookie, with a broken one, or with one that no longer holds', async () => {
    const plain = await get('/jobs');
    expectUnpainted(plain.res, plain.html);

    for (const cookie of [
      `${PAINT_COOKIE}=`,
      `${PAINT_COOKIE}=abc`,
      `${PAINT_COOKIE}=123.not-a-token`,
      `${PAINT_COOKIE}=%E0%A4%A`,
      `${PAINT_COOKIE}=1.${'a'.repeat(20)}.${'b'.repeat(20)}.${'c'.repeat(20)}`,
    ]) {
      const { res, html } = await get('/jobs', { cookie });
      expectUnpainted(res, html);
    }

    // Logged out: the session is over, so is its paint.
    const { token } = await signedIn();
    const logout = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/logout',
      headers: bearer(token),
      remoteAddress: randomIp(),
    });
    expect(logout.statusCode).toBeLessThan(300);
    const after = await get('/jobs', paintCookie(token));
    expectUnpainted(after.res, after.html);

    // An expired token of a live session, correctly signed: only its expiry stands in the way.
    const live = await signedIn();
    const sessionId = JSON.parse(Buffer.from(live.token.split('.')[1] ?? '', 'base64url').toString()).sid as string;
    const expired = await signUserToken(
      ctx.deps.config.jwtSecret,
      { userId: live.user.id, userType: 1, sessionId },
      60,
      new Date(Date.now() - 3_600_000),
    );
    const fresh = await signUserToken(
      ctx.deps.config.jwtSecret,
      { userId: live.user.id, userType: 1, sessionId },
      600,
      new Date(),
    );
    // The same session with a fresh token is painted: the case below differs by the expiry alone.
    expect(stateOf((await get('/jobs', paintCookie(fresh))).html).session?.userId).toBe(live.user.id);
    const old = await get('/jobs', paintCookie(expired));
    expectUnpainted(old.res, old.html);
  });

  it('paints nothing for a company member, and the cookie is no credential for the API', async () => {
    const company = await signedInCompany(ctx);
    const asCompany = await get('/jobs', paintCookie(company.token));
    expectUnpainted(asCompany.res, asCompany.html);

    const { token } = await signedIn();
    const api = await ctx.app.inject({ method: 'GET', url: '/api/v1/user/auth', headers: paintCookie(token) });
    expect(api.statusCode).toBe(401);
  });

  it('paints / as the applicant’s MyPage: the saved posting and every section’s answer, in their language', async () => {
    const company = await buildCompany(ctx);
    const posting = await buildPosting(ctx, company.id, {
      title_en: 'Mypagepaint Elixir Engineer',
      title_ja: 'マイページペイントElixirエンジニア',
    });
    const { user, token } = await signedIn();
    const saved = await ctx.app.inject({
      method: 'POST',
      url: '/api/v2/customer/approach/save',
      headers: bearer(token),
      payload: { job_posting_id: posting.id },
      remoteAddress: randomIp(),
    });
    expect(saved.statusCode).toBe(200);

    const en = await get('/?lang=en', paintCookie(token));
    expect(en.res.statusCode).toBe(200);
    expect(en.res.headers['cache-control']).toBe('private, no-store');
    const root = rootOf(en.html);
    expectHydratable(root);
    inText(root, 'My page');
    inText(root, 'Saved jobs');
    inText(root, 'Mypagepaint Elixir Engineer');
    // Painted without the browser's storage: a returning visitor's greeting (first-visit.ts).
    inText(root, 'Welcome back');
    const keys = stateOf(en.html).queries.queries.map((q) => q.queryKey);
    for (const key of [
      ['profile', 'me'],
      ['approach', 'list', 'scouts', 'en', 1],
      ['approach', 'list', 'saves', 'en', 1],
      ['approach', 'recommend', 'en', 'dashboard', 3],
      ['notices', 'en'],
      ['auth', 'applicant', user.id, STARTED_AT],
    ]) {
      expect(keys, JSON.stringify(key)).toContainEqual(key);
    }
    // The guest home's own head is kept (the app sets the page's title once live).
    expect(en.html).toContain('<link rel="canonical"');

    const ja = await get('/', { ...paintCookie(token), 'accept-language': 'ja' });
    const jaRoot = rootOf(ja.html);
    expectHydratable(jaRoot);
    inText(jaRoot, 'マイページペイントElixirエンジニア');
    expect(stateOf(ja.html).locale).toBe('ja');
  });

  it('leaves / to the guest home for a visitor without a paint cookie', async () => {
    const { res, html } = await get('/');
    expect(res.statusCode).toBe(200);
    expect(html).not.toContain('"session"');
    expect(res.headers['cache-control']).toBe('no-cache');
  });
});

describe('a painted search with a read replica (ADR 0050)', () => {
  it('paints the results from the replica, except for an applicant who has just written: theirs come from the primary', async () => {
    const company = await buildCompany(ctx);
    await buildPosting(ctx, company.id, { title_en: 'Replicapaint Scala Engineer' });
    // The "replica": the schema without the primary's rows, always caught up.
    const replica = await openTestDatabase();
    const monitor = new ReplicaMonitor(
      { primary: async () => '0/10', replica: async () => ({ lsn: '0/10', recovering: true }) },
      5000,
    );
    await monitor.check();
    ctx.deps.replica = { db: replica.db, monitor, marks: new WriteMarks(7000, undefined), close: async () => {} };
    try {
      const writer = await signedIn();
      const reader = await signedIn();
      const url = '/jobs?lang=en&popular_keywords=Replicapaint';
      // How many results the painted search holds (painted it is, in every case).
      const paintedTotal = (html: string) => {
        const search = stateOf(html).queries.queries.find((q) => q.queryKey[0] === 'job-postings');
        return (search?.state as { data?: { meta: { total: number } } } | undefined)?.data?.meta.total;
      };
      expect(paintedTotal((await get(url, paintCookie(writer.token))).html)).toBe(0);

      const saved = await ctx.app.inject({
        method: 'POST',
        url: '/api/v1/saved-searches',
        payload: { name: 'Scala', conditions: { popular_keywords: 'Replicapaint' } },
        headers: bearer(writer.token),
        remoteAddress: randomIp(),
      });
      expect(saved.statusCode).toBe(201);
      const own = (await get(url, paintCookie(writer.token))).html;
      inText(rootOf(own), 'Replicapaint Scala Engineer');
      expect(paintedTotal(own)).toBe(1);
      expect(paintedTotal((await get(url, paintCookie(reader.token))).html)).toBe(0);
      expect(paintedTotal((await get('/search?lang=en&popular_keywords=Replicapaint')).html)).toBe(0);
    } finally {
      delete ctx.deps.replica;
      await replica.close();
    }
  });
});
