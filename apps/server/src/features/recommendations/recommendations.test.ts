import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ApplicantClient, signedInApplicant } from '../../../test/applicant-client.ts';
import { appToken, bearer, buildUser } from '../../../test/factories.ts';
import { buildCompany, buildPosting } from '../../../test/job-factories.ts';
import { createTestContext, type TestContext } from '../../../test/test-app.ts';
import { startSession } from '../auth/session.service.ts';

const URL = '/api/v1/job-postings/recommended';
const SKILL = { Java: 1, Python: 2, TypeScript: 4, Go: 5, React: 12, Docker: 21 } as const;

let ctx: TestContext;
let postings: Record<'goTokyo' | 'reactRemote' | 'javaOsaka' | 'popularSales' | 'excluded', { id: number }>;
let hidden: { id: number }[];

const ids = (res: { json(): { data: { id: number }[] } }) => res.json().data.map((c) => c.id);

beforeAll(async () => {
  ctx = await createTestContext();
  const acme = await buildCompany(ctx, { name_en: 'Acme Cloud KK', name_ja: 'アクメクラウド株式会社' });
  const sakura = await buildCompany(ctx, { name_en: 'Sakura Systems', name_ja: 'さくらシステムズ' });
  const base = { required_skills: '[]', overseas_application_allowed: false, popularity_score: 1 };
  postings = {
    goTokyo: await buildPosting(ctx, sakura.id, {
      ...base,
      job_position_id: 1,
      skill_ids: [SKILL.Go, SKILL.Docker],
      required_skills: JSON.stringify([{ skill_id: SKILL.Go, years_of_experience_range_id: 3 }]),
      prefecture_ids: [13],
      required_jlpt_level_id: 3,
      salary_max: 9_000_000,
      popularity_score: 2,
    }),
    reactRemote: await buildPosting(ctx, sakura.id, {
      ...base,
      job_position_id: 2,
      skill_ids: [SKILL.React, SKILL.TypeScript],
      prefecture_ids: [27],
      remote_option: 4,
      required_jlpt_level_id: 6,
      salary_max: 8_000_000,
      popularity_score: 3,
    }),
    javaOsaka: await buildPosting(ctx, sakura.id, {
      ...base,
      job_position_id: 5,
      skill_ids: [SKILL.Java],
      prefecture_ids: [27],
      required_jlpt_level_id: 1,
      salary_min: 4_000_000,
      salary_max: 5_000_000,
      popularity_score: 4,
    }),
    popularSales: await buildPosting(ctx, sakura.id, {
      ...base,
      job_position_id: 5,
      skill_ids: [SKILL.Python],
      prefecture_ids: [27],
      required_jlpt_level_id: 6,
      salary_max: null,
      salary_min: null,
      salary_negotiable: true,
      popularity_score: 50,
    }),
    // The best match of all, but of a company the applicant excluded.
    excluded: await buildPosting(ctx, acme.id, {
      ...base,
      job_position_id: 1,
      skill_ids: [SKILL.Go, SKILL.Docker, SKILL.React],
      prefecture_ids: [13],
      remote_option: 4,
      required_jlpt_level_id: 6,
      salary_max: 12_000_000,
      popularity_score: 100,
    }),
  };
  // Perfect matches that are not visible: unpublished (draft, awaiting approval, inactive) or closed.
  const perfect = {
    ...base,
    job_position_id: 1,
    skill_ids: [SKILL.Go, SKILL.Docker, SKILL.React],
    prefecture_ids: [13],
    required_jlpt_level_id: 6,
    salary_max: 20_000_000,
    popularity_score: 200,
  };
  hidden = [
    await buildPosting(ctx, sakura.id, { ...perfect, status: 2 }),
    await buildPosting(ctx, sakura.id, { ...perfect, status: 1 }),
    await buildPosting(ctx, sakura.id, { ...perfect, status: 4 }),
    await buildPosting(ctx, sakura.id, { ...perfect, is_closed: true, closed_at: new Date() }),
  ];
});
afterAll(async () => ctx.close());

/** An applicant who knows Go (3–5 years), Docker and React, wants backend work in Tokyo or remotely from overseas, has N3. */
async function engineer(): Promise<ApplicantClient> {
  const applicant = await signedInApplicant(ctx);
  const { db } = ctx.deps;
  await db
    .insertInto('applicant_skills')
    .values([
      { applicant_id: applicant.id, skill_id: SKILL.Go, years_of_experience_range_id: 4 },
      { applicant_id: applicant.id, skill_id: SKILL.Docker, years_of_experience_range_id: 3 },
      { applicant_id: applicant.id, skill_id: SKILL.React, years_of_experience_range_id: 2 },
    ])
    .execute();
  await db
    .insertInto('applicant_position_experiences')
    .values({ applicant_id: applicant.id, job_position_id: 2, years_of_experience_range_id: 3 })
    .execute();
  await db.insertInto('applicant_profiles').values({ applicant_id: applicant.id, jlpt_score_level_id: 3 }).execute();
  await db
    .insertInto('applicant_preferences')
    .values({
      applicant_id: applicant.id,
      prefecture_ids: [13],
      remote_from_overseas: true,
      job_position_ids: [1],
      minimum_salary: 7_000_000,
    })
    .execute();
  await db
    .insertInto('applicant_excluded_companies')
    .values({ applicant_id: applicant.id, company_name: ' ACME cloud kk ' })
    .execute();
  return applicant;
}

describe('POST /api/v1/job-postings/recommended', () => {
  it('orders visible postings by score and says why, in the request language', async () => {
    const applicant = await engineer();
    const res = await applicant.call('POST', URL, {});
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(ids(res)).toEqual([
      postings.goTokyo.id,
      postings.reactRemote.id,
      postings.popularSales.id,
      postings.javaOsaka.id,
    ]);
    const scores = body.data.map((c: { score: number }) => c.score);
    expect([...scores].sort((a: number, b: number) => b - a)).toEqual(scores);
    expect(body.data[0]).toMatchObject({
      id: postings.goTokyo.id,
      title: expect.any(String),
      company: { name: 'Sakura Systems' },
      reasons: [
        'Matches 2 of your 3 skills',
        'You have the years of experience it asks for in 1 of 1 required skills',
        'A role you are looking for',
        'Asks for 1–3 years of experience — you have 1–3 years',
        'In Tokyo, where you want to work',
        'Requires JLPT N3 — your N3 qualifies',
        'Pays up to ¥9,000,000 — above your minimum',
      ],
    });
    expect(body.data[3].reasons).toEqual([
      'Requires JLPT N1 — you have N3',
      'Pays up to ¥5,000,000 — below your minimum of ¥7,000,000',
    ]);
    expect(body.meta).toEqual({ current_page: 1, per_page: 10, total: 4, last_page: 1 });

    const ja = (await applicant.call('POST', URL, {}, 'ja')).json();
    expect(ja.data[1].reasons).toEqual([
      'あなたのスキル3件中1件に一致',
      '経験のある職種です',
      '希望どおり海外からフルリモートで働けます',
      '日本語力は問われません',
      '年収は最大8,000,000円で、希望の最低年収を上回ります',
    ]);
  });

  it('never returns an excluded company, an unpublished or a closed posting', async () => {
    const applicant = await engineer();
    const returned = ids(await applicant.call('POST', URL, { per_page: 50 }));
    expect(returned).not.toContain(postings.excluded.id);
    for (const posting of hidden) expect(returned).not.toContain(posting.id);
    // Without the exclusion the excluded company's posting comes first.
    await ctx.deps.db.deleteFrom('applicant_excluded_companies').where('applicant_id', '=', applicant.id).execute();
    expect(ids(await applicant.call('POST', URL))[0]).toBe(postings.excluded.id);
  });

  it('pages the ranking', async () => {
    const applicant = await engineer();
    const first = (await applicant.call('POST', URL, { per_page: 3 })).json();
    expect(first.data).toHaveLength(3);
    expect(first.meta).toEqual({ current_page: 1, per_page: 3, total: 4, last_page: 2 });
    const second = (await applicant.call('POST', URL, { per_page: 3, page: 2 })).json();
    expect(second.data.map((c: { id: number }) => c.id)).toEqual([postings.javaOsaka.id]);
    const beyond = (await applicant.call('POST', URL, { per_page: 3, page: 3 })).json();
    expect(beyond).toEqual({ data: [], meta: { current_page: 3, per_page: 3, total: 4, last_page: 2 } });
    for (const bad of [{ per_page: 0 }, { per_page: 51 }, { page: 0 }, { page: 1.5 }, { sort: 'newest' }]) {
      expect((await applicant.call('POST', URL, bad)).statusCode, JSON.stringify(bad)).toBe(422);
    }
  });

  it('gives an empty profile the most popular postings, without reasons', async () => {
    const applicant = await signedInApplicant(ctx);
    const res = (await applicant.call('POST', URL)).json();
    expect(res.data.map((c: { id: number }) => c.id)).toEqual([
      postings.excluded.id,
      postings.popularSales.id,
      postings.javaOsaka.id,
      postings.reactRemote.id,
      postings.goTokyo.id,
    ]);
    for (const card of res.data) expect(card).toMatchObject({ score: 0, reasons: [] });
  });

  it('is for applicants only', async () => {
    const call = (headers: Record<string, string>) => ctx.app.inject({ method: 'POST', url: URL, headers });
    expect((await call({})).statusCode).toBe(401);
    expect((await call(bearer(await appToken(ctx)))).statusCode).toBe(401);
    const company = await buildUser(ctx, { type: 2 });
    const { access_token } = await startSession(ctx.deps, company, false, {});
    const refused = await call(bearer(access_token));
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('wrong_user_type');
  });
});
