import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInApplicant } from '../../../test/applicant-client.ts';
import { buildCompany, buildPosting } from '../../../test/job-factories.ts';
import { createTestContext, type TestContext } from '../../../test/test-app.ts';
import { workHistoryRange } from './recommendations.service.ts';

/**
 * Issue 13: a senior engineer with 8 years and a desired ¥9M was recommended three junior roles at
 * ¥4–6M, with reasons that said nothing about seniority or salary.
 */
const URL = '/api/v1/job-postings/recommended';
const GO = 5;

let ctx: TestContext;
const juniors: number[] = [];
const seniors: number[] = [];

beforeAll(async () => {
  ctx = await createTestContext();
  const company = await buildCompany(ctx, { name_en: 'Hinoki Labs', name_ja: 'ヒノキラボ' });
  const base = { job_position_id: 1, skill_ids: [GO], prefecture_ids: [13], required_jlpt_level_id: 6 };
  // The junior roles are the more popular ones, as they were in the demo data.
  for (const popularity_score of [90, 80, 70]) {
    const row = await buildPosting(ctx, company.id, {
      ...base,
      title_en: 'Junior Backend Engineer (Go)',
      required_skills: JSON.stringify([{ skill_id: GO, years_of_experience_range_id: 2 }]),
      salary_min: 4_000_000,
      salary_max: 6_000_000,
      popularity_score,
    });
    juniors.push(row.id);
  }
  for (const [salary_min, salary_max, popularity_score] of [
    [9_000_000, 12_000_000, 20],
    [8_000_000, 11_000_000, 10],
  ] as const) {
    const row = await buildPosting(ctx, company.id, {
      ...base,
      title_en: 'Senior Backend Engineer (Go)',
      required_skills: JSON.stringify([{ skill_id: GO, years_of_experience_range_id: 5 }]),
      salary_min,
      salary_max,
      popularity_score,
    });
    seniors.push(row.id);
  }
});
afterAll(async () => ctx.close());

async function seniorEngineer() {
  const applicant = await signedInApplicant(ctx);
  const { db } = ctx.deps;
  await db
    .insertInto('applicant_skills')
    .values({ applicant_id: applicant.id, skill_id: GO, years_of_experience_range_id: 5 })
    .execute();
  await db
    .insertInto('applicant_profiles')
    .values({ applicant_id: applicant.id, jlpt_score_level_id: 2, currency_id: 1, desired_annual_salary: 9_000_000 })
    .execute();
  await db
    .insertInto('applicant_preferences')
    .values({ applicant_id: applicant.id, prefecture_ids: [13], job_position_ids: [1] })
    .execute();
  // Eight years of work history, no role experience entered: the years come from the history.
  const eightYearsAgo = new Date(Date.now() - 8 * 365.25 * 86_400_000).toISOString().slice(0, 10);
  await db
    .insertInto('applicant_work_experiences')
    .values({
      applicant_id: applicant.id,
      company_name: 'Kumo Pay KK',
      industry_id: 1,
      employment_type_id: 1,
      job_title: 'Backend Engineer',
      company_size_id: 3,
      start_date: eightYearsAgo,
      is_current: true,
      work_detail: 'Payments platform.',
    })
    .execute();
  return applicant;
}

describe('recommendations for a senior engineer who wants ¥9M', () => {
  it('shows the senior roles at or above the desired salary first, and says why in both languages', async () => {
    const applicant = await seniorEngineer();
    const res = await applicant.call('POST', URL, {});
    expect(res.statusCode).toBe(200);
    const body = res.json() as { data: { id: number; reasons: string[] }[] };
    expect(body.data.map((c) => c.id)).toEqual([...seniors, ...juniors]);
    expect(body.data[0]?.reasons).toEqual(
      expect.arrayContaining([
        'Asks for 5 years or more of experience — you have 5 years or more',
        'Pays up to ¥12,000,000 — reaches your desired ¥9,000,000',
      ]),
    );
    expect(body.data[2]?.reasons).toEqual(
      expect.arrayContaining([
        'A more junior role: asks for Less than 1 year of experience, you have 5 years or more',
        'Pays up to ¥6,000,000 — under your desired ¥9,000,000',
      ]),
    );
    const ja = (await applicant.call('POST', URL, {}, 'ja')).json() as typeof body;
    expect(ja.data[0]?.reasons).toEqual(
      expect.arrayContaining([
        '求める経験は5年以上で、あなたの経験（5年以上）に合っています',
        '年収は最大12,000,000円で、希望年収（9,000,000円）に届きます',
      ]),
    );
  });

  it('says when a role pays less than the current income', async () => {
    const applicant = await seniorEngineer();
    await ctx.deps.db
      .updateTable('applicant_profiles')
      .set({ latest_annual_income_id: 7 })
      .where('applicant_id', '=', applicant.id)
      .execute();
    const body = (await applicant.call('POST', URL, {})).json() as { data: { id: number; reasons: string[] }[] };
    expect(body.data.slice(0, 2).map((c) => c.id)).toEqual(seniors);
    expect(body.data[2]?.reasons).toContain('Pays up to ¥6,000,000 — less than you earn now (¥8M–¥9M)');
  });
});

describe('workHistoryRange', () => {
  const now = new Date('2026-11-28');
  it('adds up the years of work, counting overlapping jobs once', () => {
    expect(workHistoryRange([], now)).toBeNull();
    expect(workHistoryRange([{ start_date: '2026-06-01', end_date: null }], now)).toBe(2);
    expect(workHistoryRange([{ start_date: '2024-01-01', end_date: '2025-06-01' }], now)).toBe(3);
    const overlapping = [
      { start_date: '2020-01-01', end_date: '2023-01-01' },
      { start_date: '2022-01-01', end_date: '2024-01-01' },
    ];
    expect(workHistoryRange(overlapping, now)).toBe(4);
    expect(workHistoryRange([...overlapping, { start_date: '2024-06-01', end_date: null }], now)).toBe(5);
  });
});
