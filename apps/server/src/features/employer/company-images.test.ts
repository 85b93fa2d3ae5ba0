import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { multipart } from '../../../test/cv-fixtures.ts';
import { signedInApplicant } from '../../../test/applicant-client.ts';
import { signedInCompany } from '../../../test/company-factories.ts';
import { appToken, bearer } from '../../../test/factories.ts';
import { buildPosting } from '../../../test/job-factories.ts';
import { type TestContext, useTestContext } from '../../../test/test-app.ts';

const ctx = useTestContext();
const IMAGES = '/api/v1/employer/company/images';

const png = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 4, background: { r: 20, g: 90, b: 160, alpha: 1 } } })
    .png()
    .toBuffer();

function upload(context: TestContext, token: string, type: number | string, content: Buffer, lang = 'en') {
  const { payload, headers } = multipart([{ filename: 'logo.png', content, type: 'image/png' }]);
  return context.app.inject({
    method: 'POST',
    url: `${IMAGES}/${type}`,
    payload,
    headers: { ...headers, ...bearer(token), 'x-localization': lang },
  });
}

async function served(url: string) {
  const res = await ctx.app.inject({ method: 'GET', url });
  return { res, meta: res.statusCode === 200 ? await sharp(res.rawPayload).metadata() : null };
}

describe('company images in the employer console (ADR 0036)', () => {
  it('stores an uploaded logo resized as WebP, shows it on the company and its postings, and replaces the previous one', async () => {
    const company = await signedInCompany(ctx);
    const first = await upload(ctx, company.token, 1, await png(1200, 800));
    expect(first.statusCode).toBe(201);
    const logo = first.json().data;
    expect(logo).toMatchObject({ payload_type: 1, rank: 1, source: 'file' });
    const { res, meta } = await served(logo.url);
    expect(res.headers['content-type']).toBe('image/webp');
    expect(meta).toMatchObject({ format: 'webp', width: 400, height: 267 });
    const own = await company.call('GET', '/api/v1/employer/company');
    expect(own.json().data.logo_url).toBe(logo.url);

    const second = (await upload(ctx, company.token, 1, await png(300, 300))).json().data;
    const list = (await company.call('GET', IMAGES)).json().data;
    expect(list.filter((i: { payload_type: number }) => i.payload_type === 1)).toEqual([second]);
    expect((await served(logo.url)).res.statusCode).toBe(404);
  });

  it('crops a cover to its 3:1 box and shows it with the company on its postings', async () => {
    const company = await signedInCompany(ctx);
    const cover = (await upload(ctx, company.token, 2, await png(3000, 2000))).json().data;
    expect((await served(cover.url)).meta).toMatchObject({ width: 1500, height: 500 });
    const posting = await buildPosting(ctx, company.companyId);
    const detail = await ctx.app.inject({
      method: 'GET',
      url: `/api/v1/job-postings/details?id=${posting.id}`,
      headers: bearer(await appToken(ctx)),
    });
    expect(detail.json().data.company).toMatchObject({ cover_url: cover.url, logo_url: expect.any(String) });
  });

  it('checks the bytes, not the name: text, SVG and a truncated PNG are refused in the user’s language', async () => {
    const company = await signedInCompany(ctx);
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    for (const bytes of [Buffer.from('hello'), svg, (await png(50, 50)).subarray(0, 40)]) {
      const res = await upload(ctx, company.token, 1, bytes);
      expect(res.statusCode).toBe(415);
      expect(res.json().code).toBe('file_not_supported');
    }
    const ja = await upload(ctx, company.token, 1, Buffer.from('hello'), 'ja');
    expect(ja.json().message).toMatch(/[ぁ-んァ-ン一-龯]/);
    expect((await upload(ctx, company.token, 9, await png(10, 10))).statusCode).toBe(422);
    expect((await upload(ctx, company.token, 1, Buffer.alloc(0))).statusCode).toBe(422);
    const kept = (await company.call('GET', IMAGES)).json().data;
    expect(kept.filter((i: { source: string }) => i.source === 'file')).toEqual([]);
  });

  it('refuses a file over 5 MB', async () => {
    const company = await signedInCompany(ctx);
    const big = Buffer.concat([await png(10, 10), Buffer.alloc(5 * 1024 * 1024)]);
    expect((await upload(ctx, company.token, 1, big)).statusCode).toBe(413);
  });

  it('lets no other company change or delete them, and no applicant or guest', async () => {
    const owner = await signedInCompany(ctx);
    const other = await signedInCompany(ctx);
    const logo = (await upload(ctx, owner.token, 1, await png(100, 100))).json().data;
    expect((await other.call('DELETE', `${IMAGES}/${logo.id}`)).statusCode).toBe(404);
    // Uploading replaces the other company's own logo only.
    await upload(ctx, other.token, 1, await png(100, 100));
    expect((await owner.call('GET', IMAGES)).json().data).toEqual([logo]);
    const applicant = await signedInApplicant(ctx);
    expect((await upload(ctx, applicant.token, 1, await png(10, 10))).statusCode).toBe(403);
    expect((await ctx.app.inject({ method: 'DELETE', url: `${IMAGES}/${logo.id}` })).statusCode).toBe(401);
    expect((await owner.call('DELETE', `${IMAGES}/${logo.id}`)).statusCode).toBe(204);
    expect((await owner.call('GET', IMAGES)).json().data).toEqual([]);
    expect((await served(logo.url)).res.statusCode).toBe(404);
  });
});
