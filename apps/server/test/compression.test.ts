import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { beforeAll, describe, expect, it } from 'vitest';
import { signedInApplicant } from './applicant-client.ts';
import { useTestContext } from './test-app.ts';

/** A built web app as `npm run build -w @hashi/web` leaves it: each text file with its .br and .gz beside it. */
const webDir = mkdtempSync(path.join(tmpdir(), 'hashi-web-'));
const script = `export const greeting = ${JSON.stringify('hello '.repeat(400))};\n`;
const indexHtml = `<!doctype html>\n<html lang="en"><head><title>Hashi</title>${'<!-- padding -->'.repeat(100)}</head><body><div id="root"></div></body></html>\n`;
function writeBuilt(file: string, content: string) {
  const full = path.join(webDir, file);
  mkdirSync(path.dirname(full), { recursive: true });
  writeFileSync(full, content);
  writeFileSync(`${full}.br`, brotliCompressSync(content));
  writeFileSync(`${full}.gz`, gzipSync(content));
}
writeBuilt('assets/app-abc123.js', script);
writeBuilt('index.html', indexHtml);

const ctx = useTestContext({ WEB_DIST_DIR: webDir });

const get = (url: string, acceptEncoding?: string, headers: Record<string, string> = {}) =>
  ctx.app.inject({
    url,
    headers: acceptEncoding === undefined ? headers : { ...headers, 'accept-encoding': acceptEncoding },
  });

const varyOf = (headers: Record<string, unknown>) => String(headers.vary ?? '').toLowerCase();

describe('compression (issue 16)', () => {
  it('serves a built asset as brotli, gzip or identity as the client accepts, and says it varies', async () => {
    const br = await get('/assets/app-abc123.js', 'gzip, deflate, br');
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(varyOf(br.headers)).toContain('accept-encoding');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(script);

    const gzip = await get('/assets/app-abc123.js', 'gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(varyOf(gzip.headers)).toContain('accept-encoding');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(script);

    for (const accept of [undefined, 'identity']) {
      const plain = await get('/assets/app-abc123.js', accept);
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(varyOf(plain.headers)).toContain('accept-encoding');
      expect(plain.body).toBe(script);
    }
  });

  it('compresses the web app page that the not-found handler answers', async () => {
    // A page of the signed-in app: no head or first paint of its own (/login has both, ADR 0043).
    const br = await get('/approach', 'br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/^text\/html/);
    expect(varyOf(br.headers)).toContain('accept-encoding');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(indexHtml);

    const plain = await get('/approach');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(indexHtml);
  });

  it('compresses a page served with its own head', async () => {
    const br = await get('/search', 'br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(varyOf(br.headers)).toContain('accept-encoding');
    expect(varyOf(br.headers)).toContain('accept-language');
    expect(brotliDecompressSync(br.rawPayload).toString()).toContain(
      '<link rel="canonical" href="http://hashi.test/search" />',
    );

    const plain = await get('/search');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(varyOf(plain.headers)).toContain('accept-encoding');
  });

  it('compresses a JSON API response above the threshold and leaves a small one as it is', async () => {
    const auth = { authorization: `Bearer ${(await signedInApplicant(ctx)).token}` };
    const big = await get('/api/v2/masters/skills', 'br', auth);
    expect(big.statusCode).toBe(200);
    expect(big.headers['content-encoding']).toBe('br');
    expect(varyOf(big.headers)).toContain('accept-encoding');
    const data = JSON.parse(brotliDecompressSync(big.rawPayload).toString());
    expect(JSON.stringify(data).length).toBeGreaterThan(1024);

    const gzip = await get('/api/v2/masters/skills', 'gzip', auth);
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gzip.rawPayload).toString())).toEqual(data);

    const small = await get('/healthz', 'br');
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.json()).toEqual({ status: 'ok' });
  });

  describe('the live event stream', () => {
    let port = 0;
    beforeAll(async () => {
      await ctx.app.listen({ port: 0, host: '127.0.0.1' });
      port = (ctx.app.server.address() as { port: number }).port;
    });

    it('is never compressed, whatever the client accepts', async () => {
      const { token } = await signedInApplicant(ctx);
      // node:http, not fetch: fetch would undo a compression and hide it.
      const headers = await new Promise<Record<string, unknown>>((resolve, reject) => {
        const req = httpRequest(
          {
            host: '127.0.0.1',
            port,
            path: '/api/v1/live/stream',
            headers: { authorization: `Bearer ${token}`, accept: 'text/event-stream', 'accept-encoding': 'br, gzip' },
          },
          (res) => {
            resolve(res.headers);
            req.destroy();
          },
        );
        req.on('error', reject);
        req.end();
      });
      expect(headers['content-type']).toBe('text/event-stream; charset=utf-8');
      expect(headers['content-encoding']).toBeUndefined();
    });
  });
});
