import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../platform/config.ts';
import { ENGLISH_CV, JAPANESE_CV, makePdf } from '../../../test/cv-fixtures.ts';
import { bearer, buildUser, loginAs } from '../../../test/factories.ts';
import { createTestContext, type TestContext } from '../../../test/test-app.ts';
import { htmlToText } from './html-text.ts';
import { fetchPublicPage } from './url-fetch.ts';
import { checkUrlShape, isPublicAddress, resolvePublic, UrlNotAllowed } from './url-policy.ts';

describe('the SSRF address policy', () => {
  it.each([
    '127.0.0.1',
    '127.1.2.3',
    '10.0.0.1',
    '10.255.255.255',
    '172.16.0.1',
    '172.31.255.254',
    '192.168.1.1',
    '169.254.169.254',
    '100.64.0.1',
    '0.0.0.0',
    '224.0.0.1',
    '255.255.255.255',
    '::1',
    '::',
    'fc00::1',
    'fd12:3456::1',
    'fe80::1',
    'ff02::1',
    '::ffff:127.0.0.1',
    '::ffff:7f00:1',
    '::ffff:169.254.169.254',
    '64:ff9b::a00:1',
  ])('refuses %s', (address) => {
    expect(isPublicAddress(address)).toBe(false);
  });

  it.each(['8.8.8.8', '1.1.1.1', '172.32.0.1', '100.128.0.1', '2001:4860:4860::8888', '::ffff:8.8.8.8'])(
    'allows %s',
    (address) => {
      expect(isPublicAddress(address)).toBe(true);
    },
  );

  it('refuses a host name when any of its addresses is private', async () => {
    const resolve = async () => [
      { address: '93.184.215.14', family: 4 },
      { address: '10.0.0.5', family: 4 },
    ];
    await expect(resolvePublic('mixed.example', { allowPrivate: false, resolve })).rejects.toBeInstanceOf(
      UrlNotAllowed,
    );
    const ok = async () => [{ address: '93.184.215.14', family: 4 }];
    await expect(resolvePublic('public.example', { allowPrivate: false, resolve: ok })).resolves.toHaveLength(1);
  });

  it('refuses localhost as the system resolver answers it', async () => {
    await expect(resolvePublic('localhost', { allowPrivate: false })).rejects.toBeInstanceOf(UrlNotAllowed);
    await expect(resolvePublic('[::1]', { allowPrivate: false })).rejects.toBeInstanceOf(UrlNotAllowed);
  });

  it('accepts only http(s) URLs without credentials', () => {
    for (const url of [
      'file:///etc/passwd',
      'ftp://example.com/cv.pdf',
      'gopher://x',
      'http://user:pw@example.com/',
      'nope',
    ]) {
      expect(() => checkUrlShape(url)).toThrow(UrlNotAllowed);
    }
    expect(checkUrlShape('https://example.com/cv').hostname).toBe('example.com');
  });

  it('refuses the test allowance in production', () => {
    expect(() =>
      loadConfig({ NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(40), CV_URL_ALLOW_PRIVATE: 'true' }),
    ).toThrow(/CV_URL_ALLOW_PRIVATE/);
    expect(loadConfig({ NODE_ENV: 'test', JWT_SECRET: 'x'.repeat(40) }).CV_URL_ALLOW_PRIVATE).toBe(false);
  });
});

describe('HTML to text', () => {
  it('keeps the visible text only, with entities decoded', () => {
    const html = `<html><head><title>t</title><style>p{}</style></head><body><script>alert(1)</script>
      <h1>Jane&nbsp;Doe</h1><p>Email: jane&#64;example.com &amp; more</p><!-- hidden --><ul><li>Go</li><li>Rust</li></ul></body></html>`;
    expect(htmlToText(html, 1000)).toBe('Jane Doe\nEmail: jane@example.com & more\nGo\nRust');
  });
});

// A local server stands in for the internet. Reaching it needs the test-only allowance, so the
// same fetches also show that, without it, loopback is refused.
let server: Server;
let base: string;
const routes: Record<string, (res: import('node:http').ServerResponse) => unknown> = {};
beforeAll(async () => {
  server = createServer((req, res) => {
    const handler = routes[req.url ?? ''];
    if (handler) return void handler(res);
    res.statusCode = 404;
    res.end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const page = `<html><body><h1>Jane Doe</h1>${ENGLISH_CV.slice(1)
    .map((l) => `<p>${l.replace(/&/g, '&amp;')}</p>`)
    .join('')}</body></html>`;
  routes['/cv'] = (res) => res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(page);
  routes['/hop1'] = (res) => res.writeHead(302, { location: '/hop2' }).end();
  routes['/hop2'] = (res) => res.writeHead(301, { location: `${base}/cv` }).end();
  routes['/loop'] = (res) => res.writeHead(302, { location: '/loop' }).end();
  routes['/image'] = (res) => res.writeHead(200, { 'content-type': 'image/png' }).end('x');
  routes['/huge'] = (res) => res.writeHead(200, { 'content-type': 'text/plain' }).end(Buffer.alloc(5_242_881, 0x61));
  routes['/slow'] = () => {};
  routes['/pdf'] = async (res) => {
    res.writeHead(200, { 'content-type': 'application/pdf' }).end(await makePdf(JAPANESE_CV, { japanese: true }));
  };
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

describe('fetching a page', () => {
  const allow = { allowPrivate: true };
  it('refuses loopback without the test allowance', async () => {
    await expect(fetchPublicPage(`${base}/cv`, { allowPrivate: false })).rejects.toMatchObject({
      code: 'cv_url_not_allowed',
    });
  });
  it('follows up to 3 redirects, checking each', async () => {
    const page = await fetchPublicPage(`${base}/hop1`, allow);
    expect(page.type).toBe('text/html');
    await expect(fetchPublicPage(`${base}/loop`, allow)).rejects.toMatchObject({ code: 'cv_url_unreachable' });
  });
  it('refuses other content types, bodies over 5 MB and slow servers', async () => {
    await expect(fetchPublicPage(`${base}/image`, allow)).rejects.toMatchObject({ code: 'file_not_supported' });
    await expect(fetchPublicPage(`${base}/huge`, allow)).rejects.toMatchObject({ code: 'file_too_large' });
    await expect(fetchPublicPage(`${base}/slow`, allow)).rejects.toMatchObject({ code: 'cv_url_unreachable' });
  }, 10_000);
});

describe('POST /api/v1/applicants/parseUrl', () => {
  let ctx: TestContext;
  let strict: TestContext;
  let token: string;
  beforeAll(async () => {
    ctx = await createTestContext({ CV_URL_ALLOW_PRIVATE: 'true' });
    strict = await createTestContext();
    token = (await loginAs(ctx, await buildUser(ctx))).access_token;
  });
  afterAll(async () => {
    await ctx.close();
    await strict.close();
  });
  const parseUrl = (c: TestContext, t: string, url: string, lang = 'en') =>
    c.app.inject({
      method: 'POST',
      url: '/api/v1/applicants/parseUrl',
      payload: { url },
      headers: { ...bearer(t), 'x-localization': lang },
    });

  it('reads an HTML profile page', async () => {
    const res = await parseUrl(ctx, token, `${base}/hop1`);
    expect(res.statusCode).toBe(200);
    const p = res.json().proposals;
    expect([p.basic.first_name.value, p.basic.last_name.value]).toEqual(['Jane', 'Doe']);
    expect(p.work_experiences[0].company_name).toBe('Rakuten Group, Inc.');
  });
  it('reads a PDF CV in Japanese', async () => {
    const res = await parseUrl(ctx, token, `${base}/pdf`, 'ja');
    expect(res.statusCode).toBe(200);
    expect(res.json().proposals.basic.nationality.value.name).toBe('ベトナム');
  });
  it('refuses private addresses by default, in the request language', async () => {
    const own = (await loginAs(strict, await buildUser(strict))).access_token;
    for (const url of [
      `${base}/cv`,
      'http://localhost/',
      'http://169.254.169.254/latest/meta-data/',
      'http://[::1]/',
    ]) {
      const res = await parseUrl(strict, own, url, 'ja');
      expect(res.statusCode).toBe(422);
      expect(res.json().code).toBe('cv_url_not_allowed');
      expect(res.json().message).toContain('公開されている');
    }
    const file = await parseUrl(strict, own, 'file:///etc/passwd');
    expect(file.statusCode).toBe(422);
  });
});
