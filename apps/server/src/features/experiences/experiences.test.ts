import { describe, expect, it } from 'vitest';
import { workDetailTemplate } from '@hashi/shared/work-detail-templates';
import { type ApplicantClient, experienceInput, signedInApplicant } from '../../../test/applicant-client.ts';
import { useTestContext } from '../../../test/test-app.ts';

const ctx = useTestContext();

const URL = '/api/v1/applicant-experiences';

async function store(client: ApplicantClient, overrides: Record<string, unknown> = {}) {
  const res = await client.call('POST', URL, experienceInput(overrides));
  expect(res.statusCode).toBe(201);
  return res.json().data as { id: number };
}

describe('applicant-experiences', () => {
  it('stores, shows, updates and deletes an experience', async () => {
    const a = await signedInApplicant(ctx);
    const created = await store(a, { is_current: true, period_to: null, it_skills: 'Go, PostgreSQL' });
    expect(created).toMatchObject({
      company_name: 'Sakura Systems',
      period_from: '2019/04',
      period_to: null,
      is_current: true,
    });

    const shown = await a.call('GET', `${URL}/${created.id}`);
    expect(shown.json().data).toMatchObject({ id: created.id, it_skills: 'Go, PostgreSQL' });

    const updated = await a.call(
      'PUT',
      `${URL}/${created.id}`,
      experienceInput({ job_title: 'Tech lead', period_to: '2024/12' }),
    );
    expect(updated.statusCode).toBe(200);
    expect(updated.json().data).toMatchObject({ job_title: 'Tech lead', period_to: '2024/12', is_current: false });

    expect((await a.call('POST', URL, experienceInput())).statusCode).toBe(201);
    expect((await a.call('DELETE', `${URL}/${created.id}`)).statusCode).toBe(204);
    expect((await a.call('GET', `${URL}/${created.id}`)).statusCode).toBe(404);
  });

  it('keeps the last work experience (spec §5: at least one), in English and Japanese', async () => {
    const a = await signedInApplicant(ctx);
    const only = (await a.call('POST', URL, experienceInput())).json().data;
    const en = await a.call('DELETE', `${URL}/${only.id}`);
    expect(en.statusCode).toBe(422);
    expect(en.json().errors).toEqual({ experiences: ['Please add at least one work experience.'] });
    const ja = await a.call('DELETE', `${URL}/${only.id}`, undefined, 'ja');
    expect(ja.json().errors.experiences[0]).toMatch(/職歴/);
    expect((await a.call('GET', `${URL}/${only.id}`)).statusCode).toBe(200);
  });

  it('answers the spec §5 messages in English and Japanese', async () => {
    const a = await signedInApplicant(ctx);
    const body = { ...experienceInput({ company_name: '', work_detail: 'x'.repeat(4001), period_to: '2018/01' }) };
    const en = await a.call('POST', URL, body);
    expect(en.statusCode).toBe(422);
    expect(en.json().errors).toEqual({
      company_name: ['Required.'],
      work_detail: ['Must be 4000 characters or less.'],
      period_to: ['Period to must be the same as or later than period from.'],
    });
    const ja = await a.call('POST', URL, body, 'ja');
    expect(ja.json().errors).toEqual({
      company_name: ['必須項目です。'],
      work_detail: ['4000文字以内で入力してください。'],
      period_to: ['終了年月は開始年月と同じか、それより後にしてください。'],
    });
    const skills = await a.call(
      'POST',
      URL,
      experienceInput({ it_skills: 'x'.repeat(2001), role_and_size: 'y'.repeat(2001) }),
    );
    expect(skills.json().errors).toEqual({
      it_skills: ['Must be 2000 characters or less.'],
      role_and_size: ['Must be 2000 characters or less.'],
    });
    const missing = await a.call('POST', URL, {});
    expect(Object.keys(missing.json().errors).sort()).toEqual(
      [
        'company_name',
        'company_size_id',
        'employment_type_id',
        'industry_id',
        'job_title',
        'period_from',
        'work_detail',
      ].sort(),
    );
    const template = experienceInput({ work_detail: workDetailTemplate(1, 'ja') });
    expect((await a.call('POST', URL, template)).json().errors).toEqual({
      work_detail: ['Please change the template to describe your own work.'],
    });
    expect((await a.call('POST', URL, template, 'ja')).json().errors).toEqual({
      work_detail: ['テンプレートのままです。ご自身の業務内容に書き換えてください。'],
    });
    const unknownIndustry = await a.call('POST', URL, experienceInput({ industry_id: 999_999 }));
    expect(unknownIndustry.json().errors).toEqual({ industry_id: ['Invalid value.'] });
  });

  it('lists the current job first, then by end and start date, 10 per page', async () => {
    const a = await signedInApplicant(ctx);
    for (let year = 2000; year < 2011; year += 1) {
      await store(a, { company_name: `Co ${year}`, period_from: `${year}/01`, period_to: `${year}/12` });
    }
    await store(a, { company_name: 'Now', period_from: '1999/01', period_to: null, is_current: true });
    await store(a, { company_name: 'Same end, later start', period_from: '2010/06', period_to: '2010/12' });
    const first = await a.call('GET', URL);
    expect(first.statusCode).toBe(200);
    const page1 = first.json();
    expect(page1.meta).toEqual({ current_page: 1, per_page: 10, total: 13, last_page: 2 });
    expect(page1.data.map((e: { company_name: string }) => e.company_name).slice(0, 4)).toEqual([
      'Now',
      'Same end, later start',
      'Co 2010',
      'Co 2009',
    ]);
    const page2 = (await a.call('GET', `${URL}?page=2`)).json();
    expect(page2.data.map((e: { company_name: string }) => e.company_name)).toEqual(['Co 2002', 'Co 2001', 'Co 2000']);
    const search = (await a.call('POST', `${URL}/search`, { is_current: true })).json();
    expect(search.data.map((e: { company_name: string }) => e.company_name)).toEqual(['Now']);
    expect((await a.call('GET', `${URL}/search?per_page=5`)).json().data).toHaveLength(5);
  });

  it('syncs the whole list: updates kept ids, adds new entries, deletes the rest', async () => {
    const a = await signedInApplicant(ctx);
    const keep = await store(a, { company_name: 'Keep' });
    const drop = await store(a, { company_name: 'Drop' });
    const res = await a.call('POST', `${URL}/sync`, {
      experiences: [experienceInput({ id: keep.id, company_name: 'Kept' }), experienceInput({ company_name: 'New' })],
    });
    expect(res.statusCode).toBe(200);
    const names = res
      .json()
      .data.map((e: { company_name: string }) => e.company_name)
      .sort();
    expect(names).toEqual(['Kept', 'New']);
    expect((await a.call('GET', `${URL}/${drop.id}`)).statusCode).toBe(404);
    const empty = await a.call('POST', `${URL}/sync`, { experiences: [] }, 'ja');
    expect(empty.json().errors).toEqual({ experiences: ['職歴を1件以上登録してください。'] });
  });

  it("never lets an applicant read or change another applicant's experiences", async () => {
    const a = await signedInApplicant(ctx);
    const b = await signedInApplicant(ctx);
    const mine = await store(a, { company_name: 'Private Co' });
    expect((await b.call('GET', `${URL}/${mine.id}`)).statusCode).toBe(404);
    expect((await b.call('PUT', `${URL}/${mine.id}`, experienceInput())).statusCode).toBe(404);
    expect((await b.call('DELETE', `${URL}/${mine.id}`)).statusCode).toBe(404);
    const stolen = await b.call('POST', `${URL}/sync`, { experiences: [experienceInput({ id: mine.id })] });
    expect(stolen.statusCode).toBe(404);
    expect(stolen.json()).not.toHaveProperty('errors');
    expect((await b.call('GET', URL)).json().meta.total).toBe(0);
    const still = await a.call('GET', `${URL}/${mine.id}`);
    expect(still.json().data.company_name).toBe('Private Co');
    expect((await ctx.app.inject({ url: URL })).statusCode).toBe(401);
  });
});
