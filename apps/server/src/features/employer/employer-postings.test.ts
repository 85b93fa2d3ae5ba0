import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInAdmin, signedInCompany } from '../../../test/company-factories.ts';
import { appToken, bearer, randomIp } from '../../../test/factories.ts';
import { buildPosting, setPostingStatus } from '../../../test/job-factories.ts';
import { createTestContext, type TestContext } from '../../../test/test-app.ts';
import { postingInput } from './employer.fixtures.ts';

let ctx: TestContext;
let guest: string;
beforeAll(async () => {
  ctx = await createTestContext();
  guest = await appToken(ctx);
});
afterAll(async () => ctx.close());

const publicDetail = (id: number) =>
  ctx.app.inject({
    method: 'GET',
    url: `/api/v1/job-postings/details?id=${id}`,
    headers: bearer(guest),
    remoteAddress: randomIp(),
  });
const keywordSearch = (keyword: string) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/v1/customer-job-postings/search',
    payload: { popular_keywords: keyword },
    headers: bearer(guest),
    remoteAddress: randomIp(),
  });
const ids = (res: { json(): { data: Array<{ id: number }> } }) => res.json().data.map((p) => p.id);

describe('employer job postings', () => {
  it('creates a draft with every field, derived skills and languages, and question ids', async () => {
    const company = await signedInCompany(ctx);
    const res = await company.call(
      'POST',
      '/api/v1/employer/job-postings',
      postingInput({ language_score_level_ids: [3] }),
    );
    expect(res.statusCode).toBe(201);
    const data = res.json().data;
    expect(data).toMatchObject({
      status: 2,
      is_closed: false,
      title_ja: 'プラットフォームエンジニア（Kotlin）',
      city_id: 83,
      required_skills: [{ skill_id: 5, years_of_experience_range_id: 4 }],
      featured_skill_ids: [21],
      industry_ids: [1, 25],
      salary_min: 6_000_000,
      published_at: null,
      decline_reason: null,
    });
    expect(data.apply_questions).toHaveLength(2);
    expect(data.apply_questions[0]).toMatchObject({
      id: expect.any(String),
      question_ja: '3か月以内に入社できますか？',
    });
    const row = await ctx.deps.db
      .selectFrom('job_postings')
      .select(['skill_ids', 'language_ids'])
      .where('id', '=', data.id)
      .executeTakeFirstOrThrow();
    expect(row.skill_ids).toEqual([5, 21]);
    expect(row.language_ids.length).toBeGreaterThan(0);
    // A draft is not public.
    expect((await publicDetail(data.id)).statusCode).toBe(404);
  });

  it('requires the texts of each language the posting has, in the request language', async () => {
    const company = await signedInCompany(ctx);
    const englishOnly = postingInput({
      posting_language: 3,
      title_en: null,
      apply_questions: [{ question_ja: '日本語だけ' }],
    });
    const en = await company.call('POST', '/api/v1/employer/job-postings', englishOnly);
    expect(en.statusCode).toBe(422);
    expect(en.json().errors).toEqual({ title_en: ['Required.'], 'apply_questions.0.question_en': ['Required.'] });
    const ja = await company.call('POST', '/api/v1/employer/job-postings', postingInput({ description_ja: '' }), 'ja');
    expect(ja.json().errors).toEqual({ description_ja: ['必須項目です。'] });
  });

  it('checks salary, reference ids and the city', async () => {
    const company = await signedInCompany(ctx);
    const salary = await company.call(
      'POST',
      '/api/v1/employer/job-postings',
      postingInput({ salary_min: 9_000_000, salary_max: 5_000_000 }),
    );
    expect(salary.json().errors).toEqual({
      salary_max: ['The maximum salary must be the same as or more than the minimum salary.'],
    });
    const noFigure = await company.call(
      'POST',
      '/api/v1/employer/job-postings',
      postingInput({ salary_min: null }),
      'ja',
    );
    expect(noFigure.json().errors).toEqual({ salary_min: ['必須項目です。'] });
    const negotiable = await company.call(
      'POST',
      '/api/v1/employer/job-postings',
      postingInput({ salary_min: null, salary_max: null, salary_negotiable: true }),
    );
    expect(negotiable.statusCode).toBe(201);
    const unknown = await company.call(
      'POST',
      '/api/v1/employer/job-postings',
      postingInput({ job_position_id: 99_999, featured_skill_ids: [99_999] }),
    );
    expect(Object.keys(unknown.json().errors).sort()).toEqual(['featured_skill_ids', 'job_position_id']);
    const city = await company.call('POST', '/api/v1/employer/job-postings', postingInput({ prefecture_ids: [27] }));
    expect(city.json().errors).toEqual({ city_id: ['Invalid value.'] });
    const bad = await company.call(
      'POST',
      '/api/v1/employer/job-postings',
      postingInput({ remote_option: 9, status: 3 }),
    );
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors).sort()).toEqual(['remote_option', 'status']);
  });

  it('goes draft → awaiting approval → published by an admin; a second submit is a 409', async () => {
    const company = await signedInCompany(ctx);
    const admin = await signedInAdmin(ctx);
    const { id } = (
      await company.call(
        'POST',
        '/api/v1/employer/job-postings',
        postingInput({ title_en: 'Zebrafish pipeline engineer' }),
      )
    ).json().data;
    const submitted = await company.call('POST', `/api/v1/employer/job-postings/${id}/submit`);
    expect(submitted.json().data.status).toBe(1);
    const again = await company.call('POST', `/api/v1/employer/job-postings/${id}/submit`, undefined, 'ja');
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('この求人はすでに承認待ちです。');
    expect((await publicDetail(id)).statusCode).toBe(404);
    expect((await admin.call('POST', `/api/v1/admin/job-postings/${id}/approve`)).statusCode).toBe(200);
    expect((await publicDetail(id)).statusCode).toBe(200);
    expect(ids(await keywordSearch('zebrafish'))).toEqual([id]);
  });

  it('sends an edited published posting back for approval and keeps the keyword document current', async () => {
    const company = await signedInCompany(ctx);
    const posting = await buildPosting(ctx, company.companyId, { title_en: 'Quokka backend engineer' });
    expect(ids(await keywordSearch('quokka'))).toEqual([posting.id]);
    const res = await company.call(
      'PUT',
      `/api/v1/employer/job-postings/${posting.id}`,
      postingInput({ title_en: 'Wombat backend engineer' }),
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ status: 1, title_en: 'Wombat backend engineer' });
    expect((await publicDetail(posting.id)).statusCode).toBe(404);
    await setPostingStatus(ctx, posting.id, 3);
    expect(ids(await keywordSearch('wombat'))).toEqual([posting.id]);
    expect(ids(await keywordSearch('quokka'))).toEqual([]);
  });

  it('keeps the ids of kept questions and clears the texts of a language the posting drops', async () => {
    const company = await signedInCompany(ctx);
    const created = (await company.call('POST', '/api/v1/employer/job-postings', postingInput())).json().data;
    const [first] = created.apply_questions;
    const res = await company.call(
      'PUT',
      `/api/v1/employer/job-postings/${created.id}`,
      postingInput({ posting_language: 2, apply_questions: [{ ...first }, { question_ja: '新しい質問' }] }),
    );
    const data = res.json().data;
    expect(data.status).toBe(2);
    expect(data.title_en).toBeNull();
    expect(data.requirements_en).toBeNull();
    expect(data.apply_questions[0]).toEqual({ id: first.id, question_en: null, question_ja: first.question_ja });
    expect(data.apply_questions[1].id).not.toBe(first.id);
  });

  it('closes and reopens; closing twice is a 409; a closed posting leaves the search', async () => {
    const company = await signedInCompany(ctx);
    const posting = await buildPosting(ctx, company.companyId);
    const closed = await company.call('POST', `/api/v1/employer/job-postings/${posting.id}/close`);
    expect(closed.json().data).toMatchObject({ is_closed: true, status: 3, closed_at: expect.any(String) });
    expect((await company.call('POST', `/api/v1/employer/job-postings/${posting.id}/close`)).statusCode).toBe(409);
    expect((await publicDetail(posting.id)).statusCode).toBe(404);
    const reopened = await company.call('POST', `/api/v1/employer/job-postings/${posting.id}/reopen`);
    expect(reopened.json().data).toMatchObject({ is_closed: false, closed_at: null });
    expect((await company.call('POST', `/api/v1/employer/job-postings/${posting.id}/reopen`)).statusCode).toBe(409);
  });

  it('refuses to edit or submit a suspended posting', async () => {
    const company = await signedInCompany(ctx);
    const posting = await buildPosting(ctx, company.companyId, { status: 6 });
    const edit = await company.call('PUT', `/api/v1/employer/job-postings/${posting.id}`, postingInput());
    expect(edit.statusCode).toBe(409);
    expect(edit.json().message).toContain('suspended');
    expect((await company.call('POST', `/api/v1/employer/job-postings/${posting.id}/submit`)).statusCode).toBe(409);
  });

  it('lists only its own postings, newest change first, by status and in pages', async () => {
    const company = await signedInCompany(ctx);
    const other = await signedInCompany(ctx);
    const a = await buildPosting(ctx, company.companyId, {
      status: 2,
      published_at: null,
      updated_at: new Date('2026-01-01'),
    });
    const b = await buildPosting(ctx, company.companyId, { updated_at: new Date('2026-02-01') });
    await buildPosting(ctx, other.companyId);
    const all = (await company.call('GET', '/api/v1/employer/job-postings')).json();
    expect(all.data.map((p: { id: number }) => p.id)).toEqual([b.id, a.id]);
    expect(all.meta).toEqual({ current_page: 1, per_page: 20, total: 2, last_page: 1 });
    const drafts = (await company.call('GET', '/api/v1/employer/job-postings?status=2')).json();
    expect(drafts.data.map((p: { id: number }) => p.id)).toEqual([a.id]);
    const paged = (await company.call('GET', '/api/v1/employer/job-postings?per_page=1&page=2')).json();
    expect(paged.data.map((p: { id: number }) => p.id)).toEqual([a.id]);
    expect((await company.call('GET', '/api/v1/employer/job-postings?status=9')).statusCode).toBe(422);
  });
});
