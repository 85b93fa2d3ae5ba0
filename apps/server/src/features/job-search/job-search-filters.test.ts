import { beforeAll, describe, expect, it } from 'vitest';
import { useTestContext } from '../../../test/test-app.ts';
import { type GuestSearch, SKILL, type Seeded, seededSearch } from './job-search.fixtures.ts';

const ctx = useTestContext();
let s: Seeded;
let search: GuestSearch;
beforeAll(async () => {
  ({ s, search } = await seededSearch(ctx));
});

/** The ids a search returns, in order. */
async function ids(body: Record<string, unknown>): Promise<number[]> {
  const res = await search(body);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.map((card: { id: number }) => card.id);
}
const sorted = (list: number[]) => [...list].sort((a, b) => a - b);
const set = async (body: Record<string, unknown>) => sorted(await ids(body));

describe('POST /api/v1/customer-job-postings/search: filters', () => {
  it('without conditions returns every published, open posting, most popular first', async () => {
    expect(await ids({})).toEqual([s.backend.id, s.react.id, s.sales.id, s.data.id]);
    const hidden = s.hidden.map((p) => p.id);
    expect((await ids({ popular_keywords: 'React' })).some((id) => hidden.includes(id))).toBe(false);
  });

  it.each([
    ['japan_prefecture_id (one)', { japan_prefecture_id: 13 }, ['react', 'backend']],
    ['japan_prefecture_id (list)', { japan_prefecture_id: [14, 27] }, ['sales', 'backend']],
    ['japan_prefecture_id 48 (overseas)', { japan_prefecture_id: 48 }, ['data']],
    ['japan_prefecture_id 27 or overseas', { japan_prefecture_id: [27, 48] }, ['sales', 'data']],
    ['job_position_id', { job_position_id: 2 }, ['react']],
    ['job_position_id (list)', { job_position_id: [1, 5] }, ['sales', 'backend']],
    ['appeal_points (all of them)', { appeal_points: [1, 4] }, ['react']],
    ['appeal_points (one)', { appeal_points: [4] }, ['react', 'backend']],
    ['employment_type_id', { employment_type_id: 1 }, ['react', 'backend']],
    ['industries (any)', { industries: [2, 3] }, ['sales', 'backend', 'data']],
    ['featured_it_skills', { featured_it_skills: [SKILL.Go, SKILL.Java] }, ['sales', 'backend']],
    ['it_skills', { it_skills: [SKILL.Docker] }, ['backend', 'data']],
    ['language_id', { language_id: 23 }, ['data']],
    ['language_score_level_id', { language_score_level_id: 3 }, ['react']],
    ['jlpt_score_level_id (I have N2)', { jlpt_score_level_id: 2 }, ['react', 'backend', 'data']],
    ['jlpt_score_level_id (none)', { jlpt_score_level_id: 6 }, ['data']],
    ['minimum_preferred_annual_income', { minimum_preferred_annual_income: 8_000_000 }, ['react', 'data']],
    [
      'posted_time',
      { posted_time: new Date(Date.now() - 7 * 86_400_000).toISOString().slice(0, 10) },
      ['react', 'backend'],
    ],
    ['foreigner_percent_id (at least)', { foreigner_percent_id: 3 }, ['react', 'data']],
    ['english_usage_percent_id (at least)', { english_usage_percent_id: 2 }, ['react', 'data']],
    ['required_english true', { required_english: true }, ['react', 'data']],
    ['required_english false', { required_english: false }, ['sales', 'backend']],
    ['required_japanese true', { required_japanese: true }, ['react', 'sales', 'backend']],
    ['required_japanese false', { required_japanese: false }, ['data']],
    ['remote_work true', { remote_work: true }, ['react', 'backend', 'data']],
    ['remote_work false', { remote_work: false }, ['sales']],
    ['visa_sponsorship', { visa_sponsorship: [1, 3] }, ['react', 'backend', 'data']],
    ['overseas_application_allowed true', { overseas_application_allowed: true }, ['react', 'data']],
    ['overseas_application_allowed false', { overseas_application_allowed: false }, ['sales', 'backend']],
    ['remote_options 3 (also takes 4)', { remote_options: [3] }, ['react', 'data']],
    ['remote_options 1 and 2', { remote_options: [1, 2] }, ['sales', 'backend']],
    ['salary_min', { salary_min: 9_500_000 }, ['data']],
    ['salary_max', { salary_max: 6_000_000 }, ['react', 'sales']],
    ['salary range overlapping', { salary_min: 5_000_000, salary_max: 7_000_000 }, ['react', 'sales']],
    ['required_jlpt_level_ids', { required_jlpt_level_ids: [1, 2] }, ['sales', 'backend']],
    ['english_level_id (I am fluent)', { english_level_id: 2 }, ['react', 'sales', 'backend', 'data']],
    ['english_level_id (daily conversation)', { english_level_id: 4 }, ['react', 'sales', 'backend']],
  ] as const)('%s alone', async (_name, body, expected) => {
    expect(await set(body)).toEqual(sorted(expected.map((k) => s[k].id)));
  });

  it('combines filters (AND) and treats null and empty lists as absent', async () => {
    expect(
      await set({ japan_prefecture_id: 13, remote_work: true, visa_sponsorship: [1], required_japanese: true }),
    ).toEqual([s.react.id]);
    expect(await set({ popular_keywords: '東京', employment_type_id: 1, industries: [2] })).toEqual([s.backend.id]);
    expect(await set({ it_skills: [SKILL.Docker], overseas_application_allowed: true, salary_min: 9_000_000 })).toEqual(
      [s.data.id],
    );
    expect(await set({ japan_prefecture_id: 27, remote_work: true })).toEqual([]);
    expect(await set({ industries: [], japan_prefecture_id: null, popular_keywords: '', remote_work: null })).toEqual(
      sorted([s.react.id, s.sales.id, s.backend.id, s.data.id]),
    );
  });

  it('sorts by popularity (default) or by newest, ties by id', async () => {
    expect(await ids({ sort: 'popular' })).toEqual([s.backend.id, s.react.id, s.sales.id, s.data.id]);
    expect(await ids({ sort: 'newest' })).toEqual([s.react.id, s.backend.id, s.sales.id, s.data.id]);
    const twin = await ctx.deps.db
      .updateTable('job_postings')
      .set({ popularity_score: 20 })
      .where('id', '=', s.react.id)
      .returning('id')
      .executeTakeFirstOrThrow();
    expect((await ids({ sort: 'popular' })).slice(0, 2)).toEqual([
      Math.max(twin.id, s.backend.id),
      Math.min(twin.id, s.backend.id),
    ]);
    await ctx.deps.db.updateTable('job_postings').set({ popularity_score: 10 }).where('id', '=', s.react.id).execute();
  });

  it('answers cards in the request language, falling back to the language the posting has', async () => {
    const en = (await search({ job_position_id: [1, 2] })).json().data;
    const card = en.find((c: { id: number }) => c.id === s.react.id);
    expect(card).toMatchObject({
      id: s.react.id,
      title: 'Frontend Engineer (React, TypeScript)',
      content_language: 'en',
      company: { id: s.companies.acme.id, name: 'Acme Cloud KK' },
      job_position: { id: 2, name: 'Frontend engineer' },
      employment_type: { id: 1, name: 'Full-time' },
      salary: { min: 6_000_000, max: 9_000_000, negotiable: false, currency: 'JPY' },
      prefectures: [{ id: 13, name: 'Tokyo' }],
      remote_option: 3,
      required_japanese: { id: 3, name: 'N3' },
      required_english: { id: 4, name: 'Daily conversation' },
      english_usage_percent: { id: 2 },
      visa_sponsorship: 1,
      overseas_application_allowed: true,
      featured_skills: [{ id: SKILL.React, name: 'React' }],
      is_closed: false,
    });
    expect(card.company.logo_url).toMatch(/^\/api\/v1\/company-documents\/\d+\/image$/);
    expect(card.published_at).toBe(new Date(s.react.published_at as Date).toISOString());
    const jaOnly = en.find((c: { id: number }) => c.id === s.backend.id);
    expect(jaOnly).toMatchObject({
      title: '東京のバックエンド開発（Go）',
      content_language: 'ja',
      available_languages: ['ja'],
    });
    expect(card.available_languages).toEqual(['en', 'ja']);
    expect(jaOnly.salary).toEqual({ min: null, max: null, negotiable: true, currency: 'JPY' });
    const ja = (await search({ job_position_id: [2, 6] }, 'ja')).json().data;
    expect(ja.find((c: { id: number }) => c.id === s.react.id)).toMatchObject({
      title: 'フロントエンドエンジニア（React・TypeScript）',
      content_language: 'ja',
      company: { name: 'アクメクラウド株式会社' },
      prefectures: [{ id: 13, name: '東京都' }],
    });
    const sakura = ja.find((c: { id: number }) => c.id === s.data.id);
    expect(sakura).toMatchObject({
      content_language: 'en',
      available_languages: ['en'],
      company: { name: 'さくらシステムズ', logo_url: null },
    });
  });
});
