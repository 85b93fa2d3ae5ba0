import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInApplicant } from '../../../test/applicant-client.ts';
import { callAs, signedInAdmin, signedInCompany } from '../../../test/company-factories.ts';
import { appToken } from '../../../test/factories.ts';
import { buildPosting } from '../../../test/job-factories.ts';
import { createTestContext, type TestContext } from '../../../test/test-app.ts';
import { companyInput, postingInput } from '../employer/employer.fixtures.ts';

/**
 * Who may call each employer, admin and notices endpoint (ADR 0019): anonymous callers and guests
 * 401; an applicant 403; the owning company succeeds; another company 404 on the owner's records
 * (learning nothing, changing nothing); an admin 403 on the employer API; companies 403 on the admin API.
 */

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
type Caller = (method: Method, url: string, payload?: unknown) => ReturnType<ReturnType<typeof callAs>>;
type Actor = 'anonymous' | 'guest' | 'applicant' | 'admin' | 'other' | 'owner';
interface Case {
  method: Method;
  url: string;
  body?: unknown;
  expect: Record<Actor, number>;
}

let ctx: TestContext;
let callers: Record<Actor, Caller>;
let ownerCompanyId: number;
let otherCompanyId: number;
let missing: unknown;
beforeAll(async () => {
  ctx = await createTestContext();
  const owner = await signedInCompany(ctx);
  const other = await signedInCompany(ctx);
  ownerCompanyId = owner.companyId;
  otherCompanyId = other.companyId;
  missing = (await owner.call('GET', '/api/v1/employer/job-postings/2147483647')).json();
  callers = {
    anonymous: callAs(ctx, undefined),
    guest: callAs(ctx, await appToken(ctx)),
    applicant: (await signedInApplicant(ctx)).call,
    admin: (await signedInAdmin(ctx)).call,
    other: other.call,
    owner: owner.call,
  };
});
afterAll(async () => ctx.close());

const ORDER: Actor[] = ['anonymous', 'guest', 'applicant', 'admin', 'other', 'owner'];
const employer = (owner: number, other = 404): Record<Actor, number> => ({
  anonymous: 401,
  guest: 401,
  applicant: 403,
  admin: 403,
  other,
  owner,
});
const adminOnly = (ok: number): Record<Actor, number> => ({
  anonymous: 401,
  guest: 401,
  applicant: 403,
  admin: ok,
  other: 403,
  owner: 403,
});

/** Every method and URL this file has checked for all callers, for the completeness check at the end. */
const checked: string[] = [];

async function run(c: Case) {
  checked.push(`${c.method} ${c.url.split('?')[0]}`);
  for (const actor of ORDER) {
    const res = await callers[actor](c.method, c.url, c.body);
    expect(res.statusCode, `${actor} ${c.method} ${c.url}: ${res.body}`).toBe(c.expect[actor]);
    if (res.statusCode >= 400) expect(JSON.stringify(res.json())).not.toContain('Platform Engineer');
    // Another company's record looks exactly like a missing one.
    if (res.statusCode === 404) expect(res.json()).toEqual(missing);
  }
}

describe('authorization matrix', () => {
  it('employer company profile: each company reads and writes only its own', async () => {
    await run({ method: 'GET', url: '/api/v1/employer/company', expect: employer(200, 200) });
    await run({ method: 'PUT', url: '/api/v1/employer/company', body: companyInput(), expect: employer(200, 200) });
    const names = await ctx.deps.db
      .selectFrom('companies')
      .select(['id', 'name_en'])
      .where('id', 'in', [ownerCompanyId, otherCompanyId])
      .execute();
    expect(names.every((c) => c.name_en === 'Sakura Payments Inc.')).toBe(true);
  });

  it('employer postings: collections are per company, records are the owner’s alone', async () => {
    await run({ method: 'GET', url: '/api/v1/employer/job-postings', expect: employer(200, 200) });
    await run({
      method: 'POST',
      url: '/api/v1/employer/job-postings',
      body: postingInput(),
      expect: employer(201, 201),
    });
    const draft = await buildPosting(ctx, ownerCompanyId, {
      status: 2,
      published_at: null,
      title_en: 'Platform Engineer X',
    });
    const published = await buildPosting(ctx, ownerCompanyId, { title_en: 'Platform Engineer Y' });
    const closed = await buildPosting(ctx, ownerCompanyId, {
      is_closed: true,
      closed_at: new Date(),
      title_en: 'Platform Engineer Z',
    });
    const cases: Case[] = [
      { method: 'GET', url: `/api/v1/employer/job-postings/${draft.id}`, expect: employer(200) },
      { method: 'PUT', url: `/api/v1/employer/job-postings/${draft.id}`, body: postingInput(), expect: employer(200) },
      { method: 'POST', url: `/api/v1/employer/job-postings/${draft.id}/submit`, expect: employer(200) },
      { method: 'POST', url: `/api/v1/employer/job-postings/${published.id}/close`, expect: employer(200) },
      { method: 'POST', url: `/api/v1/employer/job-postings/${closed.id}/reopen`, expect: employer(200) },
    ];
    for (const c of cases) await run(c);
    const otherList = (await callers.other('GET', '/api/v1/employer/job-postings')).json().data;
    expect(otherList.map((p: { id: number }) => p.id)).not.toContain(draft.id);
  });

  it('scout templates: records are the owner’s alone', async () => {
    await run({ method: 'GET', url: '/api/v1/employer/scout-templates', expect: employer(200, 200) });
    await run({
      method: 'POST',
      url: '/api/v1/employer/scout-templates',
      body: { name: 'T', body_en: 'b' },
      expect: employer(201, 201),
    });
    const [template] = (await callers.owner('GET', '/api/v1/employer/scout-templates')).json().data;
    const url = `/api/v1/employer/scout-templates/${template.id}`;
    await run({ method: 'GET', url, expect: employer(200) });
    await run({ method: 'PUT', url, body: { name: 'T2', body_en: 'b' }, expect: employer(200) });
    await run({ method: 'DELETE', url, expect: employer(204) });
  });

  it('admin posting review: admins only', async () => {
    const s = { status: 1, published_at: null };
    const toApprove = await buildPosting(ctx, ownerCompanyId, s);
    const toDecline = await buildPosting(ctx, ownerCompanyId, s);
    const toSuspend = await buildPosting(ctx, ownerCompanyId);
    const toUnsuspend = await buildPosting(ctx, ownerCompanyId, { status: 6 });
    const base = '/api/v1/admin/job-postings';
    await run({ method: 'GET', url: base, expect: adminOnly(200) });
    await run({ method: 'GET', url: `${base}/${toApprove.id}`, expect: adminOnly(200) });
    await run({ method: 'POST', url: `${base}/${toApprove.id}/approve`, expect: adminOnly(200) });
    await run({
      method: 'POST',
      url: `${base}/${toDecline.id}/decline`,
      body: { reason: 'r' },
      expect: adminOnly(200),
    });
    await run({ method: 'POST', url: `${base}/${toSuspend.id}/suspend`, expect: adminOnly(200) });
    await run({ method: 'POST', url: `${base}/${toUnsuspend.id}/unsuspend`, expect: adminOnly(200) });
  });

  it('admin notices: admins only; GET /api/v1/notices: applicants only', async () => {
    const body = { title_en: 'a', title_ja: 'あ', body_en: 'b', body_ja: 'い', published_at: null };
    await run({ method: 'GET', url: '/api/v1/admin/notices', expect: adminOnly(200) });
    await run({ method: 'POST', url: '/api/v1/admin/notices', body, expect: adminOnly(201) });
    const created = await callers.admin('POST', '/api/v1/admin/notices', body);
    const url = `/api/v1/admin/notices/${created.json().data.id}`;
    await run({ method: 'GET', url, expect: adminOnly(200) });
    await run({ method: 'PUT', url, body, expect: adminOnly(200) });
    await run({ method: 'DELETE', url, expect: adminOnly(204) });
    const forApplicants: Record<Actor, number> = {
      anonymous: 401,
      guest: 401,
      applicant: 200,
      admin: 403,
      other: 403,
      owner: 403,
    };
    await run({ method: 'GET', url: '/api/v1/notices', expect: forApplicants });
  });

  it('admin company requests: admins only; POST /api/v1/company-requests: any token', async () => {
    const request = {
      company_name: 'Matrix K.K.',
      contact_name: 'M',
      email: 'matrix-request@example.com',
      phone: '03-1234-5678',
      hiring_needs: 'Engineers.',
    };
    await callers.guest('POST', '/api/v1/company-requests', request);
    await callers.guest('POST', '/api/v1/company-requests', { ...request, email: 'matrix-request2@example.com' });
    const base = '/api/v1/admin/company-requests';
    const [second, first] = (await callers.admin('GET', base)).json().data;
    await run({ method: 'GET', url: base, expect: adminOnly(200) });
    await run({ method: 'GET', url: `${base}/${first.id}`, expect: adminOnly(200) });
    await run({ method: 'POST', url: `${base}/${first.id}/approve`, expect: adminOnly(200) });
    await run({ method: 'POST', url: `${base}/${second.id}/decline`, body: { reason: 'r' }, expect: adminOnly(200) });
  });

  it('admin FAQ and inquiries: admins only; GET /api/v1/faqs and POST /api/v1/inquiries: any token', async () => {
    const category = { en_question: 'Matrix', ja_question: 'マトリクス' };
    await run({ method: 'GET', url: '/api/v1/admin/faqs', expect: adminOnly(200) });
    await run({ method: 'POST', url: '/api/v1/admin/faqs', body: category, expect: adminOnly(201) });
    const created = await callers.admin('POST', '/api/v1/admin/faqs', category);
    const faqUrl = `/api/v1/admin/faqs/${created.json().data.id}`;
    await run({ method: 'PUT', url: faqUrl, body: category, expect: adminOnly(200) });
    await run({ method: 'POST', url: `${faqUrl}/move`, body: { direction: 'up' }, expect: adminOnly(200) });
    await run({ method: 'DELETE', url: faqUrl, expect: adminOnly(204) });

    const anyToken: Record<Actor, number> = {
      anonymous: 401,
      guest: 200,
      applicant: 200,
      admin: 200,
      other: 200,
      owner: 200,
    };
    await run({ method: 'GET', url: '/api/v1/faqs', expect: anyToken });
    const inquiry = { name: 'Matrix', email: 'matrix@example.com', country_id: 104, question: 'Q?' };
    await callers.guest('POST', '/api/v1/inquiries', inquiry);
    const [first] = (await callers.admin('GET', '/api/v1/admin/inquiries')).json().data;
    const url = `/api/v1/admin/inquiries/${first.id}`;
    await run({ method: 'GET', url: '/api/v1/admin/inquiries', expect: adminOnly(200) });
    await run({ method: 'GET', url, expect: adminOnly(200) });
    await run({ method: 'POST', url: `${url}/reply`, body: { body: 'Answer.' }, expect: adminOnly(200) });
    await run({ method: 'PUT', url: `${url}/status`, body: { status: 'open' }, expect: adminOnly(200) });
  });

  it('admin access routes and the sign-up report: admins only', async () => {
    const base = '/api/v1/admin/access-routes';
    const body = { utm_source: 'matrix', utm_medium: 'email', utm_campaign: 'c', label: 'Matrix' };
    await run({ method: 'GET', url: base, expect: adminOnly(200) });
    await run({ method: 'GET', url: `${base}/report`, expect: adminOnly(200) });
    await run({ method: 'GET', url: `${base}/report.csv`, expect: adminOnly(200) });
    const created = await callers.admin('POST', base, { ...body, utm_campaign: 'created' });
    expect(created.statusCode).toBe(201);
    const url = `${base}/${created.json().data.id}`;
    await run({ method: 'GET', url, expect: adminOnly(200) });
    await run({ method: 'PUT', url, body, expect: adminOnly(200) });
    await run({ method: 'DELETE', url, expect: adminOnly(204) });
    // Only the admin's call creates: the others are refused before the body is read.
    await run({ method: 'POST', url: base, body: { ...body, utm_campaign: 'posted' }, expect: adminOnly(201) });
  });

  it('admin blog articles: admins only; the public blog: anyone with the app token', async () => {
    const body = {
      slug: 'matrix-article',
      title_en: 'a',
      title_ja: 'あ',
      summary_en: 's',
      summary_ja: 'す',
      body_en: 'b',
      body_ja: 'い',
      published: false,
    };
    const base = '/api/v1/admin/blog-articles';
    await run({ method: 'GET', url: base, expect: adminOnly(200) });
    await run({ method: 'POST', url: base, body: { ...body, slug: 'x' }, expect: adminOnly(201) });
    const created = await callers.admin('POST', base, body);
    const url = `${base}/${created.json().data.id}`;
    await run({ method: 'GET', url, expect: adminOnly(200) });
    await run({ method: 'PUT', url, body, expect: adminOnly(200) });
    await run({ method: 'DELETE', url, expect: adminOnly(204) });
    const everyone: Record<Actor, number> = {
      anonymous: 401,
      guest: 200,
      applicant: 200,
      admin: 200,
      other: 200,
      owner: 200,
    };
    await run({ method: 'GET', url: '/api/v1/blog-articles', expect: everyone });
    await run({ method: 'GET', url: '/api/v1/blog-articles/jlpt-and-working-in-japan', expect: everyone });
  });

  it('campaigns, gift codes and the reward ledger: admins only; referral and campaigns: applicants only', async () => {
    const campaign = {
      kind: 'interview',
      name_en: 'a',
      name_ja: 'あ',
      description_en: 'b',
      description_ja: 'い',
      starts_at: '2030-01-01T00:00:00+09:00',
      ends_at: '2030-01-31T23:59:00+09:00',
      reward_yen: 1000,
    };
    await run({ method: 'GET', url: '/api/v1/admin/campaigns', expect: adminOnly(200) });
    const created = await callers.admin('POST', '/api/v1/admin/campaigns', campaign);
    const url = `/api/v1/admin/campaigns/${created.json().data.id}`;
    await run({ method: 'POST', url: '/api/v1/admin/campaigns', body: campaign, expect: adminOnly(201) });
    await run({ method: 'GET', url, expect: adminOnly(200) });
    await run({ method: 'PUT', url, body: campaign, expect: adminOnly(200) });
    await run({ method: 'GET', url: '/api/v1/admin/gift-codes', expect: adminOnly(200) });
    let n = 0;
    for (const actor of ORDER) {
      n += 1;
      const res = await callers[actor]('POST', '/api/v1/admin/gift-codes', {
        amount_yen: 1000,
        codes: [`MATRIX-${n}`],
      });
      expect(res.statusCode, actor).toBe(adminOnly(201)[actor]);
    }
    checked.push('POST /api/v1/admin/gift-codes');
    await run({ method: 'GET', url: '/api/v1/admin/rewards', expect: adminOnly(200) });
    const user = (await signedInApplicant(ctx)).id;
    const reward = await ctx.deps.db
      .insertInto('campaign_rewards')
      .values({
        campaign_id: created.json().data.id,
        user_id: user,
        role: 'participant',
        dedupe_key: `matrix:${user}`,
        amount_yen: 1000,
        qualified_at: new Date(),
        period_month: '2030-01-01',
        status: 'awaiting_code',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await run({
      method: 'POST',
      url: `/api/v1/admin/rewards/${reward.id}/void`,
      body: { reason: 'test' },
      expect: adminOnly(200),
    });
    const forApplicants: Record<Actor, number> = {
      anonymous: 401,
      guest: 401,
      applicant: 200,
      admin: 403,
      other: 403,
      owner: 403,
    };
    await run({ method: 'GET', url: '/api/v1/referral', expect: forApplicants });
    await run({ method: 'GET', url: '/api/v1/campaigns/current', expect: forApplicants });
  });

  it('admin quarantined files: admins only, and no way to the bytes', async () => {
    const file = async () => {
      const row = await ctx.deps.db
        .insertInto('quarantined_files')
        .values({
          storage_key: `quarantine/${crypto.randomUUID()}.bin`,
          purpose: 'company_image',
          uploader_user_id: null,
          file_name: 'x.png',
          size_bytes: 68,
          verdict: 'infected',
          detail: 'Eicar-Test-Signature.UNOFFICIAL',
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    };
    const base = '/api/v1/admin/quarantined-files';
    await run({ method: 'GET', url: base, expect: adminOnly(200) });
    await run({ method: 'DELETE', url: `${base}/${await file()}`, expect: adminOnly(204) });
    const routes = Object.keys((ctx.app.swagger() as { paths: Record<string, unknown> }).paths);
    expect(routes.filter((path) => path.startsWith(base))).toEqual([base, `${base}/{id}`]);
  });

  it('leaves no admin endpoint out: every /api/v1/admin route of the API has its case', () => {
    // Checked for every caller in messaging/message-reports-auth.test.ts (ADR 0026).
    const elsewhere = new Set([
      'GET /api/v1/admin/message-reports',
      'GET /api/v1/admin/message-reports/{id}',
      'POST /api/v1/admin/message-reports/{id}/uphold',
      'POST /api/v1/admin/message-reports/{id}/restore',
    ]);
    const doc = ctx.app.swagger() as { paths: Record<string, Record<string, unknown>> };
    const routes = Object.entries(doc.paths)
      .filter(([path]) => path.startsWith('/api/v1/admin/'))
      .flatMap(([path, operations]) =>
        Object.keys(operations)
          .filter((method) => ['get', 'post', 'put', 'patch', 'delete'].includes(method))
          .map((method) => `${method.toUpperCase()} ${path}`),
      );
    // The API has admin routes at all, and those of this file's cases are among them.
    expect(routes).toContain('GET /api/v1/admin/access-routes/report.csv');
    expect(routes).toContain('POST /api/v1/admin/rewards/{id}/void');
    const covers = (route: string) => {
      const pattern = new RegExp(`^${route.replace(/[.]/g, '\\.').replace(/\{[^}]+\}/g, '[^/]+')}$`);
      return checked.some((call) => pattern.test(call));
    };
    const missing = routes.filter((route) => !elsewhere.has(route) && !covers(route));
    expect(missing).toEqual([]);
    for (const route of elsewhere) expect(routes, route).toContain(route);
  });
});
