import { describe, expect, it } from 'vitest';
import { callAs, signedInAdmin, signedInCompany } from '../../../test/company-factories.ts';
import { buildPosting } from '../../../test/job-factories.ts';
import { useTestContext } from '../../../test/test-app.ts';
import { scoutApplicant } from '../approaches/company-approaches.service.ts';
import { profiledApplicant } from './employer-approaches.fixtures.ts';

const ctx = useTestContext();

const E = '/api/v1/employer';
const V2 = '/api/v2/customer/approach';

type Method = 'GET' | 'POST' | 'PUT';
type Caller = (method: Method, url: string, payload?: unknown) => Promise<{ statusCode: number; body: string }>;

describe('authorization matrix of the employer approach API', () => {
  it('lets only the owning company act; others get 401, 403 or 404, or an answer without the owner’s data', async () => {
    const owner = await signedInCompany(ctx);
    const other = await signedInCompany(ctx);
    const admin = await signedInAdmin(ctx);
    const posting = await buildPosting(ctx, owner.companyId);
    const applicant = await profiledApplicant(ctx);
    const target = await profiledApplicant(ctx);
    expect((await applicant.call('POST', `${V2}/store-apply`, { job_posting_id: posting.id })).statusCode).toBe(201);
    const application = (await owner.call('GET', `${E}/applications`)).json().data[0];
    await owner.call('POST', `${E}/applicants/${applicant.id}/pin`, { job_posting_id: posting.id });
    await applicant.call('POST', `${V2}/know-more`, { job_posting_id: posting.id });

    const callers: Record<string, Caller> = {
      anonymous: callAs(ctx, undefined),
      applicant: applicant.call,
      admin: admin.call,
      other: other.call,
      owner: owner.call,
    };
    const endpoints: Array<{ method: Method; url: string; body?: unknown; other: number; marker?: string }> = [
      { method: 'GET', url: `${E}/applicants`, other: 200 },
      { method: 'GET', url: `${E}/applicants/${applicant.id}`, other: 200, marker: 'Linh' },
      {
        method: 'POST',
        url: `${E}/applicants/${target.id}/scout`,
        body: { job_posting_id: posting.id, body: 'Hi' },
        other: 404,
      },
      { method: 'POST', url: `${E}/applicants/${target.id}/pin`, body: { job_posting_id: posting.id }, other: 404 },
      { method: 'POST', url: `${E}/applicants/${target.id}/like`, body: { job_posting_id: posting.id }, other: 404 },
      { method: 'GET', url: `${E}/applications`, other: 200, marker: `"id":${application.id}` },
      { method: 'GET', url: `${E}/applications/${application.id}`, other: 404 },
      { method: 'PUT', url: `${E}/applications/${application.id}/status`, body: { status: 2 }, other: 404 },
      { method: 'GET', url: `${E}/know-more`, other: 200, marker: `"id":${applicant.id}` },
      { method: 'GET', url: `${E}/matches`, other: 200, marker: `"id":${applicant.id}` },
      { method: 'GET', url: `${E}/scout-replies`, other: 200 },
    ];
    const seen: string[] = [];
    for (const e of endpoints) {
      for (const [who, call] of Object.entries(callers)) {
        if (who === 'owner') continue;
        const res = await call(e.method, e.url, e.body);
        const expected = { anonymous: 401, applicant: 403, admin: 403, other: e.other }[who];
        seen.push(`${who} ${e.method} ${e.url} → ${res.statusCode}`);
        expect(res.statusCode, `${who} ${e.method} ${e.url}`).toBe(expected);
        if (e.marker) expect(res.body, `${who} ${e.url}`).not.toContain(e.marker);
      }
      const mine = await owner.call(e.method, e.url, e.body);
      expect(mine.statusCode, `owner ${e.method} ${e.url}`).toBe(200);
      if (e.marker) expect(mine.body).toContain(e.marker);
    }
    // Nothing the others tried changed the owner's records.
    const changes = await ctx.deps.db
      .selectFrom('application_status_changes')
      .select('changed_by_user_id')
      .where('application_id', '=', application.id)
      .where('status', '=', 2)
      .execute();
    expect(changes).toEqual([{ changed_by_user_id: owner.id }]);
    expect(seen.length).toBe(endpoints.length * 4);
  });
});

describe('OpenAPI document', () => {
  it('lists the employer approach endpoints with their bearer security', async () => {
    const doc = (await ctx.app.inject({ url: '/api/docs/json' })).json();
    for (const path of [
      'applicants',
      'applicants/{id}',
      'applicants/{id}/scout',
      'applications/{id}/status',
      'matches',
    ]) {
      expect(Object.keys(doc.paths), path).toContain(`${E}/${path}`);
    }
    expect(doc.paths[`${E}/applicants`].get.security).toEqual([{ bearer: [] }]);
  });
});

describe('simultaneous scouts', () => {
  it('of the same applicant for the same posting send exactly one scout', async () => {
    const company = await signedInCompany(ctx);
    const colleague = await signedInCompany(ctx, company.companyId);
    const posting = await buildPosting(ctx, company.companyId);
    const a = await profiledApplicant(ctx);
    const url = `${E}/applicants/${a.id}/scout`;
    const results = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        (i % 2 ? colleague : company).call('POST', url, { job_posting_id: posting.id, body: `Scout ${i}` }),
      ),
    );
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409, 409, 409, 409, 409]);
    const messages = await ctx.deps.db
      .selectFrom('approach_messages')
      .innerJoin('approaches', 'approaches.id', 'approach_messages.approach_id')
      .select('approach_messages.type')
      .where('approaches.applicant_id', '=', a.id)
      .execute();
    expect(messages).toEqual([{ type: 1 }]);
    expect((await a.call('GET', `${V2}/scouts`)).json().data).toHaveLength(1);
  });

  it('straight through the service too, where the calls overlap most', async () => {
    const company = await signedInCompany(ctx);
    for (let round = 0; round < 3; round += 1) {
      const posting = await buildPosting(ctx, company.companyId);
      const a = await profiledApplicant(ctx);
      const results = await Promise.allSettled(
        Array.from({ length: 8 }, () => scoutApplicant(ctx.deps, company.companyId, a.id, posting.id, { body: 'Hi' })),
      );
      expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
      const messages = await ctx.deps.db
        .selectFrom('approach_messages')
        .innerJoin('approaches', 'approaches.id', 'approach_messages.approach_id')
        .select('approach_messages.id')
        .where('approaches.job_posting_id', '=', posting.id)
        .execute();
      expect(messages).toHaveLength(1);
    }
  });
});
