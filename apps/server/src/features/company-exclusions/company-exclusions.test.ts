import { describe, expect, it } from 'vitest';
import { signedInApplicant } from '../../../test/applicant-client.ts';
import { callAs, signedInCompany } from '../../../test/company-factories.ts';
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

  it('offers real companies in the picker by current or former name, in the caller language, and excludes the picked one by id', async () => {
    const hoshi = await buildCompany(ctx, { name_en: 'Hoshi Systems Inc.', name_ja: 'ホシシステムズ株式会社' });
    const a = await signedInApplicant(ctx);
    const candidates = async (keyword: string, lang: 'en' | 'ja' = 'en') => {
      const res = await a.call('GET', `${EXCLUDED}/candidates?keyword=${encodeURIComponent(keyword)}`, undefined, lang);
      expect(res.statusCode).toBe(200);
      return res.json().data;
    };
    expect(await candidates('hoshi sys')).toEqual([{ id: hoshi.id, name: 'Hoshi Systems Inc.', former_name: null }]);
    expect(await candidates('ホシシステムズ', 'ja')).toEqual([
      { id: hoshi.id, name: 'ホシシステムズ株式会社', former_name: null },
    ]);
    // Full-width letters and the legal form do not get in the way.
    expect((await candidates('ＨＯＳＨＩ　Systems (株)')).map((c: { id: number }) => c.id)).toEqual([hoshi.id]);

    await ctx.deps.db
      .updateTable('companies')
      .set({ name_en: 'Polaris Works Inc.', name_ja: 'ポラリスワークス株式会社' })
      .where('id', '=', hoshi.id)
      .execute();
    expect(await candidates('hoshi')).toEqual([
      { id: hoshi.id, name: 'Polaris Works Inc.', former_name: 'Hoshi Systems Inc.' },
    ]);
    expect(await candidates('ポラリス', 'ja')).toEqual([
      { id: hoshi.id, name: 'ポラリスワークス株式会社', former_name: null },
    ]);
    expect(await candidates('no such company zzz')).toEqual([]);

    const picked = await a.call('POST', EXCLUDED, { company_name: 'hoshi', company_id: hoshi.id }, 'ja');
    expect(picked.statusCode).toBe(201);
    expect(picked.json().data).toMatchObject({ company_name: 'ポラリスワークス株式会社', company_id: hoshi.id });
    const again = await a.call('POST', EXCLUDED, { company_name: 'Polaris', company_id: hoshi.id }, 'ja');
    expect(again.statusCode).toBe(422);
    expect(again.json().errors.company_name).toEqual(['この企業はすでに追加されています。']);
    const unknown = await a.call('POST', EXCLUDED, { company_name: 'Ghost', company_id: 999_999_999 }, 'ja');
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().errors.company_id[0]).toContain('Hashiに登録されていません');
    const bad = await a.call('POST', EXCLUDED, { company_name: 'Ghost', company_id: 'x' });
    expect(bad.statusCode).toBe(422);
    expect((await a.call('GET', `${EXCLUDED}/candidates`)).statusCode).toBe(422);

    const listed = (await a.call('GET', EXCLUDED)).json().data;
    expect(listed).toEqual([
      { id: picked.json().data.id, company_name: 'ポラリスワークス株式会社', company_id: hoshi.id },
    ]);
  });

  it('links a typed name to a company that appears, or renames, to it later, and keeps the applicant hidden from it', async () => {
    const a = await profiledApplicant(ctx, { skills: [[nextSkill, 3]] });
    const skill = nextSkill++;
    const typed = await a.call('POST', EXCLUDED, { company_name: 'ＡＣＭＥ Widgets (株)' });
    expect(typed.statusCode).toBe(201);
    expect(typed.json().data.company_id).toBeNull();
    const typedRename = await a.call('POST', EXCLUDED, { company_name: 'Nimbus Data Co., Ltd.' });
    expect(typedRename.json().data.company_id).toBeNull();

    // A company created later under a variant of the typed name.
    const widgets = await buildCompany(ctx, { name_en: 'Acme Widgets K.K.', name_ja: 'アクメウィジェッツ株式会社' });
    // Another renames to a variant of the other typed name.
    const other = await buildCompany(ctx, { name_en: 'Old Name Labs', name_ja: 'オールドネーム' });
    const renaming = await signedInCompany(ctx, other.id);
    const put = await renaming.call(
      'PUT',
      `${E}/company`,
      companyInput({ name_en: 'Nimbus Data', name_ja: 'ニンバス' }),
    );
    expect(put.statusCode).toBe(200);

    const list = (await a.call('GET', EXCLUDED)).json().data;
    expect(list.map((e: { company_id: number | null }) => e.company_id)).toEqual([widgets.id, other.id]);

    // Linked: a further rename of either company changes nothing.
    await renaming.call('PUT', `${E}/company`, companyInput({ name_en: 'Cirrus', name_ja: 'シーラス' }));
    const posting = await buildPosting(ctx, other.id);
    expect(await reach(renaming, a.id, skill, posting.id)).toEqual(hidden);
    const widgetsClient = await signedInCompany(ctx, widgets.id);
    const widgetsPosting = await buildPosting(ctx, widgets.id);
    expect(await reach(widgetsClient, a.id, skill, widgetsPosting.id)).toEqual(hidden);

    // Typing a name a company on Hashi has links it at once.
    const b = await signedInApplicant(ctx);
    const direct = await b.call('POST', EXCLUDED, { company_name: 'acme widgets' });
    expect(direct.json().data.company_id).toBe(widgets.id);
    // An unrelated company is not affected.
    const bystander = await signedInCompany(ctx);
    const bystanderPosting = await buildPosting(ctx, bystander.companyId);
    expect((await reach(bystander, a.id, skill, bystanderPosting.id)).profile).toBe(200);
  });

  it('lets an applicant see and remove only their own exclusions; the picker is for applicants only', async () => {
    const company = await buildCompany(ctx, { name_en: 'Private Matters Ltd.', name_ja: 'プライベート' });
    const a = await signedInApplicant(ctx);
    const b = await signedInApplicant(ctx);
    const mine = (await a.call('POST', EXCLUDED, { company_name: 'x', company_id: company.id })).json().data;
    expect((await b.call('GET', EXCLUDED)).json().data).toEqual([]);
    expect((await b.call('DELETE', `${EXCLUDED}/${mine.id}`)).statusCode).toBe(404);
    expect((await a.call('GET', EXCLUDED)).json().data).toHaveLength(1);
    expect((await a.call('DELETE', `${EXCLUDED}/${mine.id}`)).statusCode).toBe(204);

    const employer = await signedInCompany(ctx);
    expect([401, 403]).toContain((await employer.call('GET', `${EXCLUDED}/candidates?keyword=private`)).statusCode);
    expect((await callAs(ctx, undefined)('GET', `${EXCLUDED}/candidates?keyword=private`)).statusCode).toBe(401);
  });
});
