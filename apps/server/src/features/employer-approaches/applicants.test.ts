import { describe, expect, it } from 'vitest';
import { signedInCompany } from '../../../test/company-factories.ts';
import { buildCompany, buildPosting } from '../../../test/job-factories.ts';
import { useTestContext } from '../../../test/test-app.ts';
import { profiledApplicant } from './employer-approaches.fixtures.ts';

const ctx = useTestContext();

const E = '/api/v1/employer';
const V2 = '/api/v2/customer/approach';

type Card = { id: number };
const ids = (body: { data: Card[] }) => body.data.map((c) => c.id);

async function statusOf(company: Awaited<ReturnType<typeof signedInCompany>>, applicationId: number, status: number) {
  const res = await company.call('PUT', `${E}/applications/${applicationId}/status`, { status });
  expect(res.statusCode).toBe(200);
  return res;
}

describe('applicant search', () => {
  it('finds complete profiles by skills, roles, years, JLPT and place, showing no name, birth date or contact', async () => {
    const company = await signedInCompany(ctx);
    const tag = 9000 + Math.floor(Math.random() * 100);
    // A skill nobody else in this test database has, to keep the result set to this test's applicants.
    const skill = 100 + (tag % 50);
    const strong = await profiledApplicant(ctx, {
      skills: [
        [skill, 5],
        [5, 4],
      ],
      roles: [[2, 5]],
      jlpt: 1,
    });
    const junior = await profiledApplicant(ctx, { skills: [[skill, 2]], roles: [[2, 2]], jlpt: 4, prefectureId: 27 });
    const abroad = await profiledApplicant(ctx, {
      skills: [[skill, 3]],
      roles: [[3, 3]],
      jlpt: null,
      prefectureId: null,
      countryId: 245,
    });
    await profiledApplicant(ctx, { skills: [[skill, 5]], step: 3 });
    const q = (extra: string) => company.call('GET', `${E}/applicants?skill_ids=${skill}${extra}`);

    expect(ids((await q('')).json()).sort()).toEqual([strong.id, junior.id, abroad.id].sort());
    expect(ids((await q(',5')).json())).toEqual([strong.id]);
    expect(ids((await q('&job_position_ids=2&min_years_range_id=4')).json())).toEqual([strong.id]);
    expect(ids((await q('&job_position_ids=2,3')).json()).sort()).toEqual([strong.id, junior.id, abroad.id].sort());
    expect(ids((await q('&jlpt_level_id=2')).json())).toEqual([strong.id]);
    expect(ids((await q('&jlpt_level_id=4')).json()).sort()).toEqual([strong.id, junior.id].sort());
    expect(ids((await q('&prefecture_id=27')).json())).toEqual([junior.id]);
    expect(ids((await q('&overseas=true')).json())).toEqual([abroad.id]);
    expect(ids((await q('&overseas=false')).json()).sort()).toEqual([strong.id, junior.id].sort());

    const page = (await q('&per_page=2&page=2')).json();
    expect(page.meta).toEqual({ current_page: 2, per_page: 2, total: 3, last_page: 2 });
    expect(page.data).toHaveLength(1);

    const card = (await company.call('GET', `${E}/applicants?skill_ids=${skill},5`, undefined, 'ja')).json().data[0];
    expect(card).toMatchObject({
      id: strong.id,
      nationality: { id: 245, name: 'ベトナム' },
      lives_in: { country: { id: 104, name: '日本' }, prefecture: { id: 13 } },
      japanese: { jlpt: { id: 1, name: 'N1' } },
      latest_job_title: 'Senior Backend Engineer',
      desired_annual_salary: 7_000_000,
      currency: 'JPY',
    });
    expect(card.skills.map((s: { id: number }) => s.id)).toEqual([skill, 5]);
    const text = JSON.stringify(card);
    for (const secret of ['Linh', 'Nguyen', '1994', strong.email, '9012345678', 'Jingumae', 'Mekong']) {
      expect(text).not.toContain(secret);
    }
  });

  it('never lists or shows an applicant who excluded the company, in either language of its name', async () => {
    const company = await signedInCompany(
      ctx,
      (await buildCompany(ctx, { name_en: 'Kumo Cloud KK', name_ja: 'クモクラウド株式会社' })).id,
    );
    const skill = 160;
    const excludedEn = await profiledApplicant(ctx, { skills: [[skill, 3]], excluded: ['  kumo cloud kk '] });
    const excludedJa = await profiledApplicant(ctx, { skills: [[skill, 3]], excluded: ['クモクラウド株式会社'] });
    const other = await profiledApplicant(ctx, { skills: [[skill, 3]], excluded: ['Another Corp'] });
    expect(ids((await company.call('GET', `${E}/applicants?skill_ids=${skill}`)).json())).toEqual([other.id]);
    for (const hidden of [excludedEn, excludedJa]) {
      expect((await company.call('GET', `${E}/applicants/${hidden.id}`)).statusCode).toBe(404);
      const posting = await buildPosting(ctx, company.companyId);
      const scout = await company.call('POST', `${E}/applicants/${hidden.id}/scout`, {
        job_posting_id: posting.id,
        body: 'Hi',
      });
      expect(scout.statusCode).toBe(404);
      expect(scout.json().message).toBe((await company.call('GET', `${E}/applicants/999999999`)).json().message);
    }
  });

  it('rejects bad filters with a clear message instead of failing', async () => {
    const company = await signedInCompany(ctx);
    const res = await company.call('GET', `${E}/applicants?jlpt_level_id=9&skill_ids=x`, undefined, 'ja');
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().errors).sort()).toEqual(['jlpt_level_id', 'skill_ids.0']);
  });
});

describe('applicant profile privacy', () => {
  it('shows name and birth date after an application, and contacts only from first interview until the application closes', async () => {
    const company = await signedInCompany(ctx);
    const posting = await buildPosting(ctx, company.companyId);
    const a = await profiledApplicant(ctx);
    const view = async () => (await company.call('GET', `${E}/applicants/${a.id}`)).json().data;

    const before = await view();
    expect(before).toMatchObject({ identity: null, contact: null, approaches: [] });
    expect(before.experiences[0]).toMatchObject({ company_name: null, job_title: 'Senior Backend Engineer' });
    expect(JSON.stringify(before)).not.toContain('Nguyen');

    expect((await a.call('POST', `${V2}/store-apply`, { job_posting_id: posting.id })).statusCode).toBe(201);
    const applied = await view();
    expect(applied.identity).toEqual({
      first_name: 'Linh',
      last_name: `Nguyen${a.id}`,
      furigana_first_name: null,
      furigana_last_name: null,
      date_of_birth: '1994-05-17',
    });
    expect(applied.contact).toBeNull();
    expect(applied.experiences[0].company_name).toBe('Mekong Pay JSC');
    expect(JSON.stringify(applied)).not.toContain(a.email);
    const applicationId = applied.approaches[0].application.id;

    await statusOf(company, applicationId, 2);
    expect((await view()).contact).toEqual({
      email: a.email,
      phone: '+81 9012345678',
      address: '1-2-3 Jingumae, Shibuya-ku, Tokyo, Japan',
    });
    await statusOf(company, applicationId, 5);
    const rejected = await view();
    expect(rejected.contact).toBeNull();
    expect(rejected.identity.first_name).toBe('Linh');
  });

  it('shows the name after a match (Know More answered by a pin), but no contacts', async () => {
    const company = await signedInCompany(ctx);
    const posting = await buildPosting(ctx, company.companyId);
    const a = await profiledApplicant(ctx);
    expect((await a.call('POST', `${V2}/know-more`, { job_posting_id: posting.id })).statusCode).toBe(200);
    expect((await company.call('GET', `${E}/applicants/${a.id}`)).json().data.identity).toBeNull();
    const pin = await company.call('POST', `${E}/applicants/${a.id}/pin`, { job_posting_id: posting.id });
    expect(pin.json().data).toMatchObject({ job_posting: { id: posting.id }, know_more_at: expect.any(String) });
    expect(pin.json().data.matched_at).not.toBeNull();
    const profile = (await company.call('GET', `${E}/applicants/${a.id}`)).json().data;
    expect(profile.identity.last_name).toBe(`Nguyen${a.id}`);
    expect(profile.contact).toBeNull();
    // Another company learns nothing from this match.
    const other = await signedInCompany(ctx);
    expect((await other.call('GET', `${E}/applicants/${a.id}`)).json().data).toMatchObject({
      identity: null,
      approaches: [],
    });
  });

  it("does not show the applicant's private saves or hides of the company's postings", async () => {
    const company = await signedInCompany(ctx);
    const posting = await buildPosting(ctx, company.companyId);
    const a = await profiledApplicant(ctx);
    await a.call('POST', `${V2}/save`, { job_posting_id: posting.id });
    expect((await company.call('GET', `${E}/applicants/${a.id}`)).json().data.approaches).toEqual([]);
  });
});

describe('scout, pin and like', () => {
  it('scouts with its own text or template (in the applicant language), once per posting', async () => {
    const company = await signedInCompany(ctx);
    const posting = await buildPosting(ctx, company.companyId);
    const second = await buildPosting(ctx, company.companyId);
    const a = await profiledApplicant(ctx);
    const template = (
      await company.call('POST', '/api/v1/employer/scout-templates', {
        name: 'T',
        body_en: 'Hello from us',
        body_ja: 'こんにちは',
      })
    ).json().data;
    const first = await company.call('POST', `${E}/applicants/${a.id}/scout`, {
      job_posting_id: posting.id,
      template_id: template.id,
    });
    expect(first.statusCode).toBe(200);
    expect(first.json().data).toMatchObject({
      job_posting: { id: posting.id },
      scouted_at: expect.any(String),
      scout_reply: null,
    });
    const scouts = (await a.call('GET', `${V2}/scouts`)).json().data;
    expect(scouts[0].scout.message).toBe('Hello from us');

    const again = await company.call(
      'POST',
      `${E}/applicants/${a.id}/scout`,
      { job_posting_id: posting.id, body: 'Again' },
      'ja',
    );
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('この求職者にはこの求人ですでにスカウトを送っています。');

    const own = await company.call('POST', `${E}/applicants/${a.id}/scout`, {
      job_posting_id: second.id,
      body: '  Our own words ',
    });
    expect(own.statusCode).toBe(200);
    const messages = (await a.call('GET', `${V2}/scouts`))
      .json()
      .data.map((s: { scout: { message: string } }) => s.scout.message);
    expect(messages).toContain('Our own words');
    // Spec §4 message types: a template's scout is stored as 10, the company's own words as 1.
    const types = await ctx.deps.db
      .selectFrom('approach_messages')
      .innerJoin('approaches', 'approaches.id', 'approach_messages.approach_id')
      .select(['approaches.job_posting_id', 'approach_messages.type'])
      .where('approaches.applicant_id', '=', a.id)
      .execute();
    expect(types).toEqual(
      expect.arrayContaining([
        { job_posting_id: posting.id, type: 10 },
        { job_posting_id: second.id, type: 1 },
      ]),
    );
  });

  it('needs a text or one of its own templates, and its own open posting', async () => {
    const company = await signedInCompany(ctx);
    const other = await signedInCompany(ctx);
    const posting = await buildPosting(ctx, company.companyId);
    const closed = await buildPosting(ctx, company.companyId, { is_closed: true, closed_at: new Date() });
    const foreign = await buildPosting(ctx, other.companyId);
    const a = await profiledApplicant(ctx);
    const theirs = (await other.call('POST', '/api/v1/employer/scout-templates', { name: 'X', body_en: 'x' })).json()
      .data;
    const url = `${E}/applicants/${a.id}/scout`;
    const empty = await company.call('POST', url, { job_posting_id: posting.id, body: '  ' }, 'ja');
    expect(empty.statusCode).toBe(422);
    expect(empty.json().errors.body).toEqual(['スカウトメッセージを入力するか、テンプレートを選択してください。']);
    const template = await company.call('POST', url, { job_posting_id: posting.id, template_id: theirs.id });
    expect(template.statusCode).toBe(422);
    expect(template.json().errors.template_id).toEqual([
      'This scout template was not found. Please choose another one.',
    ]);
    expect((await company.call('POST', url, { job_posting_id: foreign.id, body: 'Hi' })).statusCode).toBe(404);
    const shut = await company.call('POST', url, { job_posting_id: closed.id, body: 'Hi' });
    expect(shut.statusCode).toBe(409);
    expect(shut.json().message).toBe('This job is closed and no longer accepts new actions.');
    expect(
      (await company.call('POST', `${E}/applicants/${a.id}/like`, { job_posting_id: foreign.id })).statusCode,
    ).toBe(404);
  });

  it('pins and likes (again changes nothing); the applicant sees them in the pins list', async () => {
    const company = await signedInCompany(ctx);
    const posting = await buildPosting(ctx, company.companyId);
    const a = await profiledApplicant(ctx);
    const like = await company.call('POST', `${E}/applicants/${a.id}/like`, { job_posting_id: posting.id });
    expect(like.json().data).toMatchObject({ liked_at: expect.any(String), pinned_at: null, matched_at: null });
    const pin = await company.call('POST', `${E}/applicants/${a.id}/pin`, { job_posting_id: posting.id });
    const again = await company.call('POST', `${E}/applicants/${a.id}/pin`, { job_posting_id: posting.id });
    expect(again.json().data.pinned_at).toBe(pin.json().data.pinned_at);
    const pins = (await a.call('GET', '/api/v1/approach-lists/applicants/pins')).json().data;
    expect(pins.map((p: { job_posting: { id: number } }) => p.job_posting.id)).toEqual([posting.id]);
  });
});
