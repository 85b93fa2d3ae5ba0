import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENGLISH_CV, makePdf, multipart } from '../../../test/cv-fixtures.ts';
import { bearer, buildUser, loginAs } from '../../../test/factories.ts';
import { createTestContext, type TestContext } from '../../../test/test-app.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => ctx.close());

/** Native rendering code in this process: @napi-rs/canvas as a module, or its Skia library mapped in. */
function canvasInThisProcess(): string[] {
  const modules = Object.keys(createRequire(import.meta.url).cache).filter((k) => k.includes('@napi-rs'));
  const maps = existsSync('/proc/self/maps') ? readFileSync('/proc/self/maps', 'utf8') : '';
  const libraries = maps.split('\n').filter((l) => /napi-rs|skia/.test(l));
  return [...modules, ...libraries];
}

describe('CV parsing stays out of the API process', () => {
  it('reads a PDF without loading @napi-rs/canvas (pdf.js rendering code) into the API process', async () => {
    const { access_token } = await loginAs(ctx, await buildUser(ctx));
    const { payload, headers } = multipart([{ filename: 'cv.pdf', content: await makePdf(ENGLISH_CV) }]);
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/applicants/parseFile',
      payload,
      headers: { ...headers, ...bearer(access_token), 'x-localization': 'en' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().proposals.contact.email.value).toBe('jane.doe@example.com');
    expect(canvasInThisProcess()).toEqual([]);
  });
});
