import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { FIRST_PAINT_STATE_ID } from '@hashi/shared/first-paint';
import { buildCompany, buildPosting } from '../../../test/job-factories.ts';
import { useTestContext } from '../../../test/test-app.ts';
import { entry, expectHydratable, inText, rootOf, stateOf, webDir } from '../../../test/first-paint-harness.ts';

/**
 * ADR 0038: the pages a visitor lands on first answer with their content already in #root, rendered
 * by the web app's server entry (here its source, which the build turns into dist-ssr), in the
 * visitor's language, with the state the browser hydrates from.
 */
// Google configured (never called here): its sign-in button is part of the pages that offer it.
const ctx = useTestContext({
  WEB_DIST_DIR: webDir,
  WEB_SSR_ENTRY: entry,
  GOOGLE_CLIENT_ID: 'g',
  GOOGLE_CLIENT_SECRET: 's',
  GOOGLE_ISSUER: 'http://127.0.0.1:1',
});
const plain = useTestContext({ WEB_DIST_DIR: webDir, WEB_SSR_ENTRY: path.join(webDir, 'missing.js') });

const get = (url: string, headers: Record<string, string> = {}) =>
  ctx.app.inject({ method: 'GET', url, headers }).then((res) => ({ res, html: res.body }));

describe('the server-rendered first paint', () => {
  it('paints the landing pages in their own language, whatever the browser asks', async () => {
    const en = await get('/lp-en', { 'accept-language': 'ja' });
    expect(en.res.statusCode).toBe(200);
    const enRoot = rootOf(en.html);
    expectHydratable(enRoot);
    inText(enRoot, '<h1');
    inText(enRoot, 'Your IT career in Japan starts here');
    // The app starts in the landing page's language when the visitor chose none (spec §2).
    expect(stateOf(en.html).locale).toBe('en');

    const ja = await get('/lp-jp?utm_source=x', { 'accept-language': 'en' });
    const jaRoot = rootOf(ja.html);
    expectHydratable(jaRoot);
    inText(jaRoot, '日本でのITキャリアを、ここから');
    expect(stateOf(ja.html).locale).toBe('ja');
    // MUI's styles for the page arrive with it, in the head.
    expect(ja.html.slice(0, ja.html.indexOf('</head>'))).toMatch(/<style data-emotion="css[ -]/);

    // A chosen language (the cookie) is the app's: the shell follows it, the landing text does not.
    const chosen = await get('/lp-en', { cookie: 'hashi_lang=ja' });
    expect(stateOf(chosen.html).locale).toBe('ja');
    inText(rootOf(chosen.html), 'Your IT career in Japan starts here');
  });

  it('paints /login and /sign-up with their forms, and turns the app’s preloads off (ADR 0043)', async () => {
    const login = await get('/login?lang=ja');
    expect(login.res.statusCode).toBe(200);
    const loginRoot = rootOf(login.html);
    expectHydratable(loginRoot);
    inText(loginRoot, 'ログイン');
    expect(loginRoot).toMatch(/<input[^>]*autocomplete="current-password"/i);
    // Sent before the app is live, the browser must not put the password in a URL.
    expect(loginRoot).toMatch(/<form[^>]*method="post"/);
    expect(login.html).toContain('<title>ログイン | Hashi</title>');
    expect(login.html).toContain('<meta name="robots" content="noindex" />');
    // The app loads at the visitor's first sign of use: no preload before it, the entry kept.
    expect(login.html).not.toContain('rel="modulepreload" crossorigin href="/assets/start-abc.js"');
    expect(login.html).toContain('<link crossorigin href="/assets/start-abc.js" data-preload="app">');
    expect(login.html).toContain('<link rel="modulepreload" crossorigin href="/assets/preload-helper-abc.js">');
    expect(login.html).toContain('src="/assets/index-abc.js"');

    const signUp = await get('/sign-up', { 'accept-language': 'en' });
    const signUpRoot = rootOf(signUp.html);
    expectHydratable(signUpRoot);
    inText(signUpRoot, 'Create your account');
    expect(signUpRoot).toMatch(/<form[^>]*method="post"/);
  });

  it('paints the configured social sign-in buttons on /login, /sign-up and the landing pages', async () => {
    for (const [url, label] of [
      ['/login?lang=en', 'Continue with Google'],
      ['/sign-up?lang=ja', 'Googleで登録'],
      ['/lp-en', 'Sign up with Google'],
    ] as const) {
      const { html } = await get(url);
      inText(rootOf(html), label);
      const providers = stateOf(html).queries.queries.find(
        (query) => query.queryKey.join('/') === 'auth/social-providers',
      );
      expect(providers, `${url}: the provider list in the state`).toBeDefined();
    }
    // Only the configured ones.
    expect(rootOf((await get('/login?lang=en')).html)).not.toContain('GitHub');
  });

  it('does not paint /login when a provider sends the browser back with its code: the app sends it at once', async () => {
    const { res, html } = await get('/login?code=abc&state=xyz');
    expect(res.statusCode).toBe(200);
    expect(html).not.toContain(FIRST_PAINT_STATE_ID);
    expect(html).toContain('<div id="root"></div>');
    expect(html).toContain('<link rel="modulepreload" crossorigin href="/assets/start-abc.js" data-preload="app">');
  });

  it('keeps the app’s preloads on a page it does not paint', async () => {
    const { html } = await get('/jobs');
    expect(html).not.toContain(FIRST_PAINT_STATE_ID);
    expect(html).toContain('<link rel="modulepreload" crossorigin href="/assets/start-abc.js" data-preload="app">');
  });

  it('paints /for-employer in the visitor’s language', async () => {
    const en = await get('/for-employer?lang=en');
    const enRoot = rootOf(en.html);
    expectHydratable(enRoot);
    inText(enRoot, 'Hire international IT engineers with Hashi');
    const ja = await get('/for-employer', { 'accept-language': 'ja,en;q=0.5' });
    const jaRoot = rootOf(ja.html);
    expectHydratable(jaRoot);
    inText(jaRoot, 'Hashiで外国籍ITエンジニアを採用');
    expect(stateOf(ja.html).locale).toBe('ja');
  });

  it('paints a posting on /search/{id} with its title, company and salary, and hands its data to the browser', async () => {
    const company = await buildCompany(ctx);
    const posting = await buildPosting(ctx, company.id, { salary_min: 6_000_000, salary_max: 9_000_000 });

    const en = await get(`/search/${posting.id}?lang=en`);
    expect(en.res.statusCode).toBe(200);
    const enRoot = rootOf(en.html);
    expectHydratable(enRoot);
    inText(enRoot, posting.title_en ?? '');
    inText(enRoot, company.name_en ?? '');
    inText(enRoot, '¥6M–¥9M');
    const state = stateOf(en.html);
    expect(state.locale).toBe('en');
    expect(state.queries.queries.map((q) => q.queryKey)).toContainEqual(['job-postings', 'details', 'en', posting.id]);

    const ja = await get(`/search/${posting.id}?lang=ja`);
    const jaRoot = rootOf(ja.html);
    expectHydratable(jaRoot);
    inText(jaRoot, posting.title_ja ?? '');
    inText(jaRoot, company.name_ja ?? '');
    inText(jaRoot, '600万〜900万円');
    expect(stateOf(ja.html).locale).toBe('ja');
  });

  it('paints "Back to search" on a posting as the search on this site the visitor came from, and only that', async () => {
    const company = await buildCompany(ctx);
    const posting = await buildPosting(ctx, company.id);
    // inject's Host is localhost:80; the browser sends the full URL of a same-origin page.
    const backHref = async (referer?: string) => {
      const { res, html } = await get(`/search/${posting.id}?lang=en`, referer ? { referer } : {});
      expect(res.headers['referrer-policy']).toBe('same-origin');
      const link = /<a [^>]*href="([^"]*)"[^>]*>(?:(?!<\/a>).)*Back to search/s.exec(rootOf(html));
      expect(link, 'the back link').not.toBeNull();
      return link?.[1]?.replace(/&amp;/g, '&');
    };
    expect(await backHref('http://localhost:80/search?popular_keywords=Rust&page=2')).toBe(
      '/search?popular_keywords=Rust&page=2',
    );
    expect(await backHref('http://localhost:80/lp-en')).toBe('/search');
    expect(await backHref('https://elsewhere.example/search?popular_keywords=Rust')).toBe('/search');
    expect(await backHref('not a url')).toBe('/search');
    expect(await backHref()).toBe('/search');
  });

  it('paints /search with the results of the URL’s search, in the visitor’s language', async () => {
    const company = await buildCompany(ctx);
    const posting = await buildPosting(ctx, company.id, {
      title_en: 'Firstpaint Rust Engineer',
      title_ja: 'ファーストペイントRustエンジニア',
    });

    const en = await get('/search?lang=en&popular_keywords=Firstpaint');
    expect(en.res.statusCode).toBe(200);
    const enRoot = rootOf(en.html);
    expectHydratable(enRoot);
    inText(enRoot, 'Find IT jobs in Japan');
    inText(enRoot, 'Firstpaint Rust Engineer');
    inText(enRoot, `href="/search/${posting.id}`);
    const state = stateOf(en.html);
    expect(state.queries.queries.map((q) => q.queryKey.slice(0, 3))).toContainEqual(['job-postings', 'search', 'en']);

    const ja = await get('/search?popular_keywords=Firstpaint', { 'accept-language': 'ja' });
    const jaRoot = rootOf(ja.html);
    expectHydratable(jaRoot);
    inText(jaRoot, '日本のITエンジニア求人を探す');
    inText(jaRoot, 'ファーストペイントRustエンジニア');
  });

  it('paints /search?company_id= with that company’s postings only and its chip (issue 12)', async () => {
    const hiring = await buildCompany(ctx, { name_en: 'Paintco Hiring KK', name_ja: 'ペイントコ採用株式会社' });
    const other = await buildCompany(ctx, { name_en: 'Elsewhere Labs', name_ja: 'エルスウェア研究所' });
    const own = await buildPosting(ctx, hiring.id, {
      title_en: 'Companypaint Go Engineer',
      title_ja: 'カンパニーペイントGo',
    });
    const theirs = await buildPosting(ctx, other.id, {
      title_en: 'Companypaint Rust Engineer',
      title_ja: 'カンパニーペイントRust',
    });

    const en = await get(`/search?lang=en&company_id=${hiring.id}&popular_keywords=Companypaint`);
    expect(en.res.statusCode).toBe(200);
    const enRoot = rootOf(en.html);
    expectHydratable(enRoot);
    inText(enRoot, 'Company: Paintco Hiring KK');
    inText(enRoot, 'Companypaint Go Engineer');
    inText(enRoot, `href="/search/${own.id}`);
    expect(enRoot).not.toContain(`href="/search/${theirs.id}`);
    // The chip links to the same search without the company; the GET form keeps the company.
    expect(enRoot).toContain('href="/search?popular_keywords=Companypaint"');
    expect(enRoot).toMatch(new RegExp(`<input type="hidden" name="company_id" value="${hiring.id}"`));
    const state = stateOf(en.html);
    const search = state.queries.queries.find((q) => q.queryKey[1] === 'search');
    expect(search?.queryKey[3]).toMatchObject({ company_id: hiring.id, popular_keywords: 'Companypaint' });

    const ja = await get(`/search?company_id=${hiring.id}`, { 'accept-language': 'ja' });
    const jaRoot = rootOf(ja.html);
    expectHydratable(jaRoot);
    inText(jaRoot, '企業：ペイントコ採用株式会社');
    inText(jaRoot, 'カンパニーペイントGo');
    expect(jaRoot).not.toContain('カンパニーペイントRust');
  });

  it('leaves a missing posting to the browser: its status and head, no first paint', async () => {
    const { res, html } = await get('/search/999999?lang=en');
    expect(res.statusCode).toBe(404);
    expect(html).toContain('<div id="root"></div>');
    expect(html).not.toContain(FIRST_PAINT_STATE_ID);
  });

  it('answers index.html alone when the web app has no server build', async () => {
    const res = await plain.app.inject({ method: 'GET', url: '/lp-en' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<div id="root"></div>');
    expect(res.body).not.toContain(FIRST_PAINT_STATE_ID);
  });
});
