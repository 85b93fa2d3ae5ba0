import { describe, expect, it } from 'vitest';
import { signedInCompany } from '../../../test/company-factories.ts';
import { buildCompany, buildPosting } from '../../../test/job-factories.ts';
import { useTestContext } from '../../../test/test-app.ts';
import { companyInput } from '../employer/employer.fixtures.ts';
import { profiledApplicant } from '../employer-approaches/employer-approaches.fixtures.ts';

const ctx = useTestContext();

const E = '/api/v1/employer';
const EXCLUDED = '/api/v1/applicant-excluded-companies';
const V2 = '/api/v2/customer/approach';
let nextSkill = 170;

type Company = Awaited<ReturnType<typeof signedInCompany>>;

/** Everything the company could learn of the applicant: search, profile (name, birth date), like, applications. */
async function reach(company: Company, applicantId: number, skill: number, postingId: number) {
  const search = (await company.call('GET', `${E}/applicants?skill_ids=${skill}`)).json();
  const profile = await company.call('GET', `${E}/applicants/${applicantId}`);
  const like = await company.call('POST', `${E}/applicants/${applicantId}/like`, { job_posting_id: postingId });
  const applications = (await company.call('GET', `${E}/applications?job_posting_id=${postingId}`)).json();
  return {
    listed: search.data.some((c: { id: number }) => c.id === applicantId),
    profile: profile.statusCode,
    identity: profile.statusCode === 200 ? profile.json().data.identity : null,
    like: like.statusCode,
    applied: JSON.stringify(applications.data).includes(`"id":${applicantId}`),
  };
}

const hidden = { listed: false, profile: 404, identity: null, like: 404, applied: false };

describe('company exclusions hold whatever the company does (issue 16)', () => {
  it('keeps an applicant hidden after the excluded company renames (trailing period dropped)', async () => {
    const created = await buildCompany(ctx, { name_en: 'Acme Corp.', name_ja: 'アクメ株式会社' });
    const company = await signedInCompany(ctx, created.id);
    const posting = await buildPosting(ctx, company.companyId);
    const skill = nextSkill++;
    const a = await profiledApplicant(ctx, { skills: [[skill, 3]] });
    expect((await a.call('POST', `${V2}/store-apply`, { job_posting_id: posting.id })).statusCode).toBe(201);
    // Applied: the company sees the name and birth date.
    expect((await reach(company, a.id, skill, posting.id)).identity).toMatchObject({ date_of_birth: '1994-05-17' });

    const excluded = await a.call('POST', EXCLUDED, { company_name: 'Acme Corp.' });
    expect(excluded.statusCode).toBe(201);
    expect(await reach(company, a.id, skill, posting.id)).toEqual(hidden);

    const renamed = await company.call(
      'PUT',
      `${E}/company`,
      companyInput({ name_en: 'Acme Corp', name_ja: 'アクメ' }),
    );
    expect(renamed.statusCode).toBe(200);
    expect(await reach(company, a.id, skill, posting.id)).toEqual(hidden);

    // And again, to a name unlike the excluded one: the exclusion follows the company, not the text.
    await company.call('PUT', `${E}/company`, companyInput({ name_en: 'Zenith Labs', name_ja: 'ゼニス' }));
    expect(await reach(company, a.id, skill, posting.id)).toEqual(hidden);
  });
});
