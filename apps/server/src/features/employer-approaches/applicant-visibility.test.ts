import { describe, expect, it } from 'vitest';
import { callAs, signedInAdmin, signedInCompany } from '../../../test/company-factories.ts';
import { buildPosting } from '../../../test/job-factories.ts';
import { useTestContext } from '../../../test/test-app.ts';
import { profiledApplicant } from './employer-approaches.fixtures.ts';

const ctx = useTestContext();

const E = '/api/v1/employer';
const V2 = '/api/v2/customer/approach';
const VISIBILITY = '/api/v1/applicant-preferences/visibility';

const ids = (body: { data: Array<{ id: number }> }) => body.data.map((c) => c.id);

describe('applicant visibility (ADR 0034)', () => {
  it('lists a new applicant at once; hidden, they are found only by the company they applied to', async () => {
    const stranger = await signedInCompany(ctx);
    const appliedTo = await signedInCompany(ctx);
    const posting = await buildPosting(ctx, appliedTo.companyId);
    // A skill no other test's applicant has, so that the result is this test's applicants only.
    const skill = 171;
    const hidden = await profiledApplicant(ctx, { skills: [[skill, 3]] });
    const listed = await profiledApplicant(ctx, { skills: [[skill, 3]] });
    const search = async (company: typeof stranger) =>
      ids((await company.call('GET', `${E}/applicants?skill_ids=${skill}`)).json()).sort();

    expect((await hidden.call('GET', '/api/v1/applicant-preferences')).json().data.visible_to_companies).toBe(true);
    expect(await search(stranger)).toEqual([hidden.id, listed.id].sort());

    const saved = await hidden.call('PUT', VISIBILITY, { visible_to_companies: false });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({ data: { visible_to_companies: false } });
    expect((await hidden.call('GET', '/api/v1/applicant-preferences')).json().data.visible_to_companies).toBe(false);

    expect(await search(stranger)).toEqual([listed.id]);
    expect(await search(appliedTo)).toEqual([listed.id]);
    expect((await stranger.call('GET', `${E}/applicants/${hidden.id}`)).statusCode).toBe(404);
    const strangerPosting = await buildPosting(ctx, stranger.companyId);
    for (const action of ['scout', 'pin', 'like']) {
      const res = await stranger.call('POST', `${E}/applicants/${hidden.id}/${action}`, {
        job_posting_id: strangerPosting.id,
        body: 'Hi',
      });
      expect(res.statusCode, action).toBe(404);
    }

    expect((await hidden.call('POST', `${V2}/store-apply`, { job_posting_id: posting.id })).statusCode).toBe(201);
    expect(await search(appliedTo)).toEqual([hidden.id, listed.id].sort());
    expect((await appliedTo.call('GET', `${E}/applicants/${hidden.id}`)).json().data.identity.first_name).toBe('Linh');
    expect(await search(stranger)).toEqual([listed.id]);

    await hidden.call('PUT', VISIBILITY, { visible_to_companies: true });
    expect(await search(stranger)).toEqual([hidden.id, listed.id].sort());
  });

  it('keeps a hidden applicant open to a company that already pinned them, but out of its search', async () => {
    const company = await signedInCompany(ctx);
    const posting = await buildPosting(ctx, company.companyId);
    const skill = 172;
    const applicant = await profiledApplicant(ctx, { skills: [[skill, 3]] });
    expect(
      (await company.call('POST', `${E}/applicants/${applicant.id}/pin`, { job_posting_id: posting.id })).statusCode,
    ).toBe(200);
    await applicant.call('PUT', VISIBILITY, { visible_to_companies: false });

    expect(ids((await company.call('GET', `${E}/applicants?skill_ids=${skill}`)).json())).toEqual([]);
    expect((await company.call('GET', `${E}/applicants/${applicant.id}`)).statusCode).toBe(200);
  });

  it('saving the preference section leaves the visibility as it is', async () => {
    const a = await profiledApplicant(ctx);
    await a.call('PUT', VISIBILITY, { visible_to_companies: false });
    const res = await a.call('PUT', '/api/v1/applicant-preferences', { prefecture_ids: [13] });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.visible_to_companies).toBe(false);
  });

  it('refuses a missing or wrong value in the user’s language, and lets only the applicant switch it', async () => {
    const a = await profiledApplicant(ctx);
    const missing = await a.call('PUT', VISIBILITY, {}, 'ja');
    expect(missing.statusCode).toBe(422);
    expect(Object.keys(missing.json().errors)).toEqual(['visible_to_companies']);
    expect(missing.json().errors.visible_to_companies[0]).toMatch(/[ぁ-んァ-ン一-龯]/);
    expect((await a.call('PUT', VISIBILITY, { visible_to_companies: 'no' })).statusCode).toBe(422);

    const company = await signedInCompany(ctx);
    const admin = await signedInAdmin(ctx);
    const body = { visible_to_companies: false };
    expect((await callAs(ctx, undefined)('PUT', VISIBILITY, body)).statusCode).toBe(401);
    expect((await company.call('PUT', VISIBILITY, body)).statusCode).toBe(403);
    expect((await admin.call('PUT', VISIBILITY, body)).statusCode).toBe(403);
    expect((await a.call('GET', '/api/v1/applicant-preferences')).json().data.visible_to_companies).toBe(true);
  });
});
