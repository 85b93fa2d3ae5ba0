import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInApplicant } from '../../../test/applicant-client.ts';
import { appToken, bearer } from '../../../test/factories.ts';
import { buildCompany, buildPosting, postingCounters } from '../../../test/job-factories.ts';
import { createTestContext, type TestContext } from '../../../test/test-app.ts';
import { countsAsView } from './job-postings.service.ts';
import { popularityScore } from './popularity.ts';

let ctx: TestContext;
let token: string;
let companyId: number;
beforeAll(async () => {
  ctx = await createTestContext();
  token = await appToken(ctx);
  companyId = (await buildCompany(ctx)).id;
});
afterAll(async () => ctx.close());

const details = (id: number | string, lang: 'en' | 'ja' = 'en', auth = token) =>
  ctx.app.inject({
    method: 'GET',
    url: `/api/v1/job-postings/details?id=${id}`,
    headers: { ...bearer(auth), 'x-localization': lang },
  });

describe('GET /api/v1/job-postings/details', () => {
  it('shows every field of the job detail and the company information to a guest, in English', async () => {
    const posting = await buildPosting(ctx, companyId, {
      required_skills: JSON.stringify([
        { skill_id: 5, years_of_experience_range_id: 4 },
        { skill_id: 21, years_of_experience_range_id: null },
      ]),
      language_ids: [12, 23],
      language_score_level_ids: [3],
    });
    const res = await details(posting.id);
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data).toMatchObject({
      id: posting.id,
      status: 3,
      is_closed: false,
      closed_at: null,
      posting_language: 1,
      content_language: 'en',
      available_languages: ['en', 'ja'],
      title: posting.title_en,
      description: 'You will build our payment API.',
      requirements: '3+ years of Go',
      preferred: null,
      selection_flow: 'Document screening\nTechnical interview\nFinal interview',
      benefits: 'Remote work allowance',
      job_position: { id: 1, name: 'Backend engineer' },
      employment_type: { id: 1, name: 'Full-time' },
      prefectures: [{ id: 13, name: 'Tokyo' }],
      city: { id: 83, name: 'Shibuya-ku' },
      industries: [{ id: 1, name: 'Software and SaaS' }],
      appeal_points: [
        { id: 1, name: 'Remote work available' },
        { id: 4, name: 'Visa sponsorship' },
      ],
      required_skills: [
        { skill: { id: 5, name: 'Go' }, years_of_experience_range: { id: 4, name: '3–5 years' } },
        { skill: { id: 21, name: 'Docker' }, years_of_experience_range: null },
      ],
      featured_skills: [{ id: 5, name: 'Go' }],
      required_japanese: { id: 3, name: 'N3' },
      required_english: { id: 4, name: 'Daily conversation' },
      language_requirements: [
        { language: { id: 12, name: 'English' }, score_level: { id: 3, name: 'TOEIC L&R 700 or above' } },
        { language: { id: 23, name: 'Japanese' }, score_level: null },
      ],
      foreigner_percent: { id: 3, name: '30–50%' },
      english_usage_percent: { id: 2, name: '10–30%' },
      remote_option: 2,
      visa_sponsorship: 1,
      overseas_application_allowed: true,
      salary: { min: 6_000_000, max: 9_000_000, negotiable: false, currency: 'JPY' },
      company: {
        id: companyId,
        ceo_name: 'Hanako Sato',
        location: { prefecture: { id: 13, name: 'Tokyo' }, city: { id: 83, name: 'Shibuya-ku' } },
        founded_on: '2015-04-01',
        capital_jpy: 100_000_000,
        company_size: { id: 4, name: '100–299 employees' },
        is_listed: false,
        industry: { id: 1, name: 'Software and SaaS' },
        website_url: 'https://test-company.example',
      },
    });
    expect(Date.parse(data.published_at)).not.toBeNaN();
    expect(data.company.logo_url).toMatch(/\/image$/);
  });

  it('answers in Japanese for a Japanese reader, and an applicant sees the same posting', async () => {
    const posting = await buildPosting(ctx, companyId);
    const applicant = await signedInApplicant(ctx);
    const res = await applicant.call('GET', `/api/v1/job-postings/details?id=${posting.id}`, undefined, 'ja');
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      content_language: 'ja',
      title: posting.title_ja,
      description: '決済APIの開発をお任せします。',
      selection_flow: '書類選考\n技術面接\n最終面接',
      job_position: { name: 'バックエンドエンジニア' },
      required_japanese: { name: 'N3' },
      company: { ceo_name: '佐藤 花子', location: { prefecture: { name: '東京都' } } },
    });
  });

  it('falls back to the one language a posting is written in, and says so', async () => {
    const englishOnly = await buildPosting(ctx, companyId, {
      posting_language: 3,
      title_ja: null,
      description_ja: null,
      requirements_ja: null,
      selection_flow_ja: null,
      benefits_ja: null,
    });
    const ja = (await details(englishOnly.id, 'ja')).json().data;
    expect(ja).toMatchObject({
      content_language: 'en',
      available_languages: ['en'],
      title: englishOnly.title_en,
      job_position: { name: 'バックエンドエンジニア' },
    });
    const japaneseOnly = await buildPosting(ctx, companyId, {
      posting_language: 2,
      title_en: null,
      description_en: null,
      salary_min: null,
      salary_max: null,
      salary_negotiable: true,
    });
    const en = (await details(japaneseOnly.id)).json().data;
    expect(en).toMatchObject({ content_language: 'ja', available_languages: ['ja'], title: japaneseOnly.title_ja });
    expect(en.salary).toEqual({ min: null, max: null, negotiable: true, currency: 'JPY' });
  });

  it('never shows drafts, postings awaiting approval, inactive, declined, suspended or closed ones', async () => {
    const hidden = [
      await buildPosting(ctx, companyId, { status: 1, published_at: null }),
      await buildPosting(ctx, companyId, { status: 2, published_at: null }),
      await buildPosting(ctx, companyId, { status: 4 }),
      await buildPosting(ctx, companyId, { status: 5, published_at: null }),
      await buildPosting(ctx, companyId, { status: 6 }),
      await buildPosting(ctx, companyId, { is_closed: true, closed_at: new Date() }),
    ];
    const applicant = await signedInApplicant(ctx);
    for (const posting of hidden) {
      const guest = await details(posting.id, 'ja');
      expect(guest.statusCode).toBe(404);
      expect(guest.json()).toEqual({ code: 'not_found', message: expect.any(String) });
      expect((await applicant.call('GET', `/api/v1/job-postings/details?id=${posting.id}`)).statusCode).toBe(404);
    }
  });

  it('answers 404 for an unknown id, 422 for a missing or bad id, 401 without a token', async () => {
    expect((await details(999_999)).statusCode).toBe(404);
    expect((await details('abc')).statusCode).toBe(422);
    expect((await details(0)).statusCode).toBe(422);
    expect((await details(99_999_999_999)).statusCode).toBe(422);
    const missing = await ctx.app.inject({
      method: 'GET',
      url: '/api/v1/job-postings/details',
      headers: bearer(token),
    });
    expect(missing.statusCode).toBe(422);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/v1/job-postings/details?id=1' })).statusCode).toBe(401);
    expect((await details(1, 'en', 'not-a-token')).statusCode).toBe(401);
  });
});

describe('views of a posting', () => {
  const counters = (id: number) => postingCounters(ctx, id);

  it('counts one view per answered request, from guests and applicants, and re-scores the posting', async () => {
    const posting = await buildPosting(ctx, companyId, { view_count: 5, know_more_count: 1, application_count: 2 });
    const before = await counters(posting.id);
    expect((await details(posting.id)).statusCode).toBe(200);
    const afterGuest = await counters(posting.id);
    expect(afterGuest.view_count).toBe(6);
    expect(afterGuest.popularity_score).toBeGreaterThan(before.popularity_score);
    expect(afterGuest.popularity_score).toBeCloseTo(
      popularityScore({ views: 6, knowMore: 1, applications: 2, publishedAt: before.published_at }),
      6,
    );

    const applicant = await signedInApplicant(ctx);
    expect(
      (await applicant.call('GET', `/api/v1/job-postings/details?id=${posting.id}`, undefined, 'ja')).statusCode,
    ).toBe(200);
    expect((await details(posting.id, 'ja')).statusCode).toBe(200);
    const after = await counters(posting.id);
    expect(after.view_count).toBe(8);
    expect(after.popularity_score).toBeCloseTo(
      popularityScore({ views: 8, knowMore: 1, applications: 2, publishedAt: before.published_at }),
      6,
    );
  });

  it('counts nothing for a request that fails: a hidden or closed posting, a bad id, no token', async () => {
    const draft = await buildPosting(ctx, companyId, { status: 1, published_at: null });
    const closed = await buildPosting(ctx, companyId, { is_closed: true, closed_at: new Date() });
    const open = await buildPosting(ctx, companyId);
    expect((await details(draft.id)).statusCode).toBe(404);
    expect((await details(closed.id)).statusCode).toBe(404);
    expect(
      (await ctx.app.inject({ method: 'GET', url: `/api/v1/job-postings/details?id=${open.id}` })).statusCode,
    ).toBe(401);
    for (const p of [draft, closed, open]) expect((await counters(p.id)).view_count).toBe(0);
    expect((await counters(open.id)).popularity_score).toBe(open.popularity_score);
  });

  it('counts guests and job seekers, not company or admin users looking at a posting', () => {
    expect(countsAsView({ kind: 'guest' })).toBe(true);
    expect(countsAsView({ kind: 'user', userId: 1, userType: 1 })).toBe(true);
    expect(countsAsView({ kind: 'user', userId: 2, userType: 2 })).toBe(false);
    expect(countsAsView({ kind: 'user', userId: 3, userType: 3 })).toBe(false);
  });
});
