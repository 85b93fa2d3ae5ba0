import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pathOfNul } from '../src/platform/http/nul-guard.ts';
import { signedInAdmin, signedInCompany } from './company-factories.ts';
import { createTestContext, type TestContext } from './test-app.ts';

/** PostgreSQL stores no NUL character: input holding one is refused as a field error, never a 500. */
describe('pathOfNul', () => {
  it('names the first field whose text holds a NUL, through objects and arrays', () => {
    expect(
      pathOfNul({
        answers: [
          { id: 'q1', answer: 'ok' },
          { id: 'q2', answer: 'a\u0000b' },
        ],
      }),
    ).toBe('answers.1.answer');
    expect(pathOfNul('\u0000')).toBe('body');
    expect(pathOfNul({ 'na\u0000me': 'x' })).toBe('name');
  });

  it('passes clean input, numbers, nulls and binary data', () => {
    expect(pathOfNul({ a: 'text', b: 1, c: null, d: [true, 'x'] })).toBeUndefined();
    expect(pathOfNul(Buffer.from([0, 0, 0]))).toBeUndefined();
    expect(pathOfNul(undefined)).toBeUndefined();
  });
});

describe('a NUL character in a request', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext();
  });
  afterAll(async () => ctx.close());

  it('is a 422 on its field in the request language, and nothing is saved', async () => {
    const company = await signedInCompany(ctx);
    const res = await company.call(
      'POST',
      '/api/v1/employer/scout-templates',
      { name: 'Intro\u0000', body: 'Hi' },
      'ja',
    );
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().errors)).toEqual(['name']);
    expect(res.json().errors.name[0]).toMatch(/[ぁ-んァ-ン一-龥]/);
    const templates = await ctx.deps.db.selectFrom('scout_templates').select('id').execute();
    expect(templates).toHaveLength(0);
  });

  it('is refused in an admin notice and in a query string too', async () => {
    const admin = await signedInAdmin(ctx);
    const notice = await admin.call('POST', '/api/v1/admin/notices', {
      title_en: 'Maintenance',
      title_ja: 'メンテナンス',
      body_en: 'Down\u0000',
      body_ja: '停止',
    });
    expect(notice.statusCode).toBe(422);
    expect(notice.json().errors).toHaveProperty('body_en');
    const list = await admin.call('GET', '/api/v1/admin/job-postings?status=1%00');
    expect(list.statusCode).toBe(422);
  });
});
