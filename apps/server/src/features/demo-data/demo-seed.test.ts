import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appToken, bearer } from '../../../test/factories.ts';
import { createTestContext, type TestContext } from '../../../test/test-app.ts';
import { loadConfig } from '../../platform/config.ts';
import { generateCompanies } from './company-generator.ts';
import { insertPostings } from './demo-data.repository.ts';
import { seedDemoDataOnce } from './demo-data.service.ts';
import { type DemoPosting, generatePostings } from './posting-generator.ts';

let ctx: TestContext;
let token: string;
const now = new Date('2026-11-22T03:00:00Z');
beforeAll(async () => {
  ctx = await createTestContext();
  token = await appToken(ctx);
});
afterAll(async () => ctx.close());

const get = (url: string, lang: 'en' | 'ja' = 'en') =>
  ctx.app.inject({ method: 'GET', url, headers: { ...bearer(token), 'x-localization': lang } });

const counts = async () => ({
  companies: Number(
    (
      await ctx.deps.db
        .selectFrom('companies')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  ),
  postings: Number(
    (
      await ctx.deps.db
        .selectFrom('job_postings')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  ),
});

describe('seeding the demo data', () => {
  it('writes the set once into an empty database, and never again', async () => {
    const first = await seedDemoDataOnce(ctx.deps.db, { seed: 'seed-test', companies: 12, postings: 300, now });
    expect(first).toMatchObject({ companies: 12, postings: 300 });
    expect(await counts()).toEqual({ companies: 12, postings: 300 });
    expect(await seedDemoDataOnce(ctx.deps.db, { seed: 'seed-test', companies: 12, postings: 300, now })).toBeNull();
    expect(await counts()).toEqual({ companies: 12, postings: 300 });
    const appeals = await ctx.deps.db.selectFrom('company_appeals').select('id').execute();
    expect(appeals.length).toBeGreaterThan(0);
  });

  it('serves the written companies and postings through the API in both languages', async () => {
    const logos = (await get('/api/v1/visitor/company-logo-jobs?limit=100')).json().data;
    expect(logos.length).toBeGreaterThan(5);
    const image = await ctx.app.inject({ method: 'GET', url: logos[0].logo_url });
    expect(image.statusCode).toBe(200);
    expect(image.body).toContain('<svg');

    const company = (await get(`/api/v1/companies/${logos[0].id}`, 'ja')).json().data;
    expect(company.name).toMatch(/株式会社/);
    expect(company.open_postings_count).toBe(logos[0].open_postings_count);

    const visible = await ctx.deps.db
      .selectFrom('job_postings')
      .select(['id', 'posting_language'])
      .where('status', '=', 3)
      .where('is_closed', '=', false)
      .where('posting_language', '=', 1)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const en = (await get(`/api/v1/job-postings/details?id=${visible.id}`)).json().data;
    const ja = (await get(`/api/v1/job-postings/details?id=${visible.id}`, 'ja')).json().data;
    expect(en.content_language).toBe('en');
    expect(ja.content_language).toBe('ja');
    expect(en.description).toContain('What you will do');
    expect(ja.description).toContain('【業務内容】');
    expect(en.required_skills.length).toBeGreaterThan(0);

    const hidden = await ctx.deps.db
      .selectFrom('job_postings')
      .select('id')
      .where((eb) => eb.or([eb('status', '<>', 3), eb('is_closed', '=', true)]))
      .execute();
    expect(hidden.length).toBeGreaterThan(0);
    for (const { id } of hidden) expect((await get(`/api/v1/job-postings/details?id=${id}`)).statusCode).toBe(404);
  });
});

describe('keyword documents of the demo postings', () => {
  it('are computed in TypeScript, kept by the insert trigger, and equal what the SQL function computes', async () => {
    const { rows } = await sql<{ id: number; written: string; computed: string }>`
      select id, search_document::text as written, job_posting_search_document(p)::text as computed
      from job_postings p order by id`.execute(ctx.deps.db);
    expect(rows.length).toBe(300);
    for (const row of rows) {
      expect(row.written.length).toBeGreaterThan(0);
      expect(row.written, `posting ${row.id}`).toBe(row.computed);
    }
  });

  it('reach the database as passed: the insert trigger does not compute them again', async () => {
    const row = await ctx.deps.db.selectFrom('companies').selectAll().orderBy('id').executeTakeFirstOrThrow();
    const [company] = generateCompanies({ seed: 'seed-test', count: 1 });
    if (!company) throw new Error('no company generated');
    const [posting] = [
      ...generatePostings({ seed: 'kept', companies: [{ ...company, id: row.id }], postings: 1, now }),
    ];
    if (!posting) throw new Error('no posting generated');
    await insertPostings(ctx.deps.db, [{ ...posting, search_document: "'only-this-marker'" } as DemoPosting]);
    const kept = await ctx.deps.db
      .selectFrom('job_postings')
      .select(['id', sql<string>`search_document::text`.as('document')])
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(kept.document).toBe("'only-this-marker'");
    await ctx.deps.db.deleteFrom('job_postings').where('id', '=', kept.id).execute();
  });
});

describe('SEED_DEMO_DATA', () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'hashi-seed-config-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));
  const config = (env: Record<string, string>) => loadConfig({ DATA_DIR: dataDir, JWT_SECRET: 'x'.repeat(40), ...env });

  it('defaults to yes on an embedded development database and no elsewhere; an explicit value wins', () => {
    expect(config({}).seedDemoData).toBe(true);
    expect(config({ DATABASE_URL: 'postgres://db.internal/hashi' }).seedDemoData).toBe(false);
    expect(config({ NODE_ENV: 'test' }).seedDemoData).toBe(false);
    expect(
      config({ NODE_ENV: 'production', SMTP_URL: 'smtp://mail.internal', ALLOW_UNSCANNED_UPLOADS: 'true' })
        .seedDemoData,
    ).toBe(false);
    expect(config({ SEED_DEMO_DATA: 'false' }).seedDemoData).toBe(false);
    expect(config({ DATABASE_URL: 'postgres://db.internal/hashi', SEED_DEMO_DATA: 'true' }).seedDemoData).toBe(true);
    expect(() => config({ SEED_DEMO_DATA: 'maybe' })).toThrow(/SEED_DEMO_DATA/);
  });
});
