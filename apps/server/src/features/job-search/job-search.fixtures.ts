import type { JobSearchRequestInput } from '@hashi/shared/job-search.schema';
import { expect } from 'vitest';
import { appToken, bearer, randomIp } from '../../../test/factories.ts';
import { buildCompany, buildPosting } from '../../../test/job-factories.ts';
import type { TestContext } from '../../../test/test-app.ts';

/** Test data of the job search tests: a small set of postings, one trait apart from each other. */

const DAY = 86_400_000;
const daysAgo = (days: number) => new Date(Date.now() - days * DAY);

/** Skill ids of the reference list. */
export const SKILL = { Java: 1, Python: 2, TypeScript: 4, Go: 5, React: 12, Docker: 21 } as const;

export async function seedPostings(ctx: TestContext) {
  const acme = await buildCompany(ctx, { name_en: 'Acme Cloud KK', name_ja: 'アクメクラウド株式会社' });
  const sakura = await buildCompany(ctx, { name_en: 'Sakura Systems', name_ja: 'さくらシステムズ', logo: false });
  // Otherwise buildPosting's posting: full time in Tokyo, industry 1, appeal points 1 and 4, JLPT N3,
  // English level 4, language 12 at score level 3, foreigner share 3, English usage 2, visa
  // sponsored, open to applicants abroad, ¥6–9M.
  const react = await buildPosting(ctx, acme.id, {
    title_en: 'Frontend Engineer (React, TypeScript)',
    title_ja: 'フロントエンドエンジニア（React・TypeScript）',
    description_en: 'Build our design system in Tokyo.',
    description_ja: '東京オフィスでデザインシステムを開発します。',
    requirements_en: '2+ years of React',
    requirements_ja: 'React経験2年以上',
    job_position_id: 2,
    skill_ids: [SKILL.React, SKILL.TypeScript],
    featured_skill_ids: [SKILL.React],
    remote_option: 3,
    published_at: daysAgo(1),
    popularity_score: 10,
  });
  const sales = await buildPosting(ctx, sakura.id, {
    title_en: 'Sales Engineer',
    title_ja: '営業エンジニア（SaaS）',
    description_en: 'Explain our product to customers in Osaka.',
    description_ja: '大阪のお客様に製品を提案する営業職です。',
    requirements_en: 'Business Japanese',
    requirements_ja: 'ビジネスレベルの日本語',
    job_position_id: 5,
    employment_type_id: 2,
    prefecture_ids: [27],
    industry_ids: [2],
    appeal_point_ids: [1],
    skill_ids: [SKILL.Java],
    featured_skill_ids: [SKILL.Java],
    required_jlpt_level_id: 1,
    required_english_level_id: 6,
    language_ids: [],
    language_score_level_ids: [],
    foreigner_percent_id: 1,
    english_usage_percent_id: 1,
    remote_option: 1,
    visa_sponsorship: 2,
    overseas_application_allowed: false,
    salary_min: 4_000_000,
    salary_max: 5_000_000,
    published_at: daysAgo(20),
    popularity_score: 5,
  });
  const backend = await buildPosting(ctx, acme.id, {
    posting_language: 2,
    title_en: null,
    title_ja: '東京のバックエンド開発（Go）',
    description_en: null,
    description_ja: '決済基盤をGoで開発します。100%自社開発、a_b テスト、"引用"もあります。',
    requirements_en: null,
    requirements_ja: 'Go経験3年以上',
    job_position_id: 1,
    employment_type_id: 1,
    prefecture_ids: [13, 14],
    industry_ids: [1, 2],
    appeal_point_ids: [4],
    skill_ids: [SKILL.Go, SKILL.Docker],
    featured_skill_ids: [SKILL.Go],
    required_jlpt_level_id: 2,
    required_english_level_id: 6,
    language_ids: [],
    language_score_level_ids: [],
    foreigner_percent_id: 2,
    english_usage_percent_id: 1,
    remote_option: 2,
    visa_sponsorship: 3,
    overseas_application_allowed: false,
    salary_min: null,
    salary_max: null,
    salary_negotiable: true,
    published_at: daysAgo(3),
    popularity_score: 20,
  });
  const data = await buildPosting(ctx, sakura.id, {
    posting_language: 3,
    title_en: "Data Scientist — fully remote, it's 100% async",
    title_ja: null,
    description_en: 'Python and Docker for our ML platform; no Japanese needed.',
    description_ja: null,
    requirements_en: 'Statistics',
    requirements_ja: null,
    job_position_id: 6,
    employment_type_id: 5,
    prefecture_ids: [],
    industry_ids: [3],
    appeal_point_ids: [],
    skill_ids: [SKILL.Python, SKILL.Docker],
    featured_skill_ids: [SKILL.Python],
    required_jlpt_level_id: 6,
    required_english_level_id: 2,
    language_ids: [12, 23],
    language_score_level_ids: [],
    foreigner_percent_id: 5,
    english_usage_percent_id: 5,
    remote_option: 4,
    visa_sponsorship: 1,
    overseas_application_allowed: true,
    salary_min: 10_000_000,
    salary_max: null,
    published_at: daysAgo(40),
    popularity_score: 1,
  });
  // Never in results: a draft, an inactive posting and a closed one, all about React in Tokyo.
  const hidden = [
    await buildPosting(ctx, acme.id, { status: 2, published_at: null, title_en: 'React draft' }),
    await buildPosting(ctx, acme.id, { status: 4, title_en: 'React inactive' }),
    await buildPosting(ctx, acme.id, { is_closed: true, closed_at: daysAgo(1), title_en: 'React closed' }),
  ];
  return { companies: { acme, sakura }, react, sales, backend, data, hidden };
}
export type Seeded = Awaited<ReturnType<typeof seedPostings>>;

export type GuestSearch = Awaited<ReturnType<typeof guestSearcher>>;

/** The postings of `seedPostings` and a guest searcher: the setup of the search tests. */
export async function seededSearch(ctx: TestContext): Promise<{ s: Seeded; search: GuestSearch }> {
  const s = await seedPostings(ctx);
  return { s, search: await guestSearcher(ctx) };
}

/** Calls the search as a guest (app token) in a language. */
export async function guestSearcher(ctx: TestContext) {
  const token = await appToken(ctx);
  return (body: JobSearchRequestInput | Record<string, unknown>, lang: 'en' | 'ja' = 'en') =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/v1/customer-job-postings/search',
      payload: body as object,
      headers: { ...bearer(token), 'x-localization': lang },
      remoteAddress: randomIp(),
    });
}

/** The seeded postings a keyword search names, by key ("other <id>" for anything else), sorted. */
export type SeededKey = 'react' | 'sales' | 'backend' | 'data';
export async function foundByKeyword(
  search: GuestSearch,
  s: Seeded,
  keyword: string,
  lang: 'en' | 'ja' = 'en',
): Promise<SeededKey[]> {
  const res = await search({ popular_keywords: keyword }, lang);
  expect(res.statusCode, res.body).toBe(200);
  const names = new Map((['react', 'sales', 'backend', 'data'] as const).map((k) => [s[k].id, k]));
  return res
    .json()
    .data.map((c: { id: number }) => names.get(c.id) ?? `other ${c.id}`)
    .sort();
}
