import type { NewCompany, NewCompanyDocument, NewJobPosting } from '../src/platform/db/jobs-schema.ts';
import { normalizeSearchText } from '../src/features/masters/search-text.ts';
import type { TestContext } from './test-app.ts';

let sequence = 0;

type CompanyOverrides = Partial<NewCompany> & { logo?: boolean };

/** A company in Tokyo (Shibuya) with a generated logo, unless `overrides` say otherwise. */
export async function buildCompany(ctx: TestContext, overrides: CompanyOverrides = {}) {
  sequence += 1;
  const { logo = true, ...rest } = overrides;
  const name_en = rest.name_en ?? `Test Company ${sequence} Inc.`;
  const name_ja = rest.name_ja ?? `テスト企業${sequence}株式会社`;
  const company = await ctx.deps.db
    .insertInto('companies')
    .values({
      ceo_name_en: 'Hanako Sato',
      ceo_name_ja: '佐藤 花子',
      prefecture_id: 13,
      city_id: 83,
      address_en: '1-2-3 Dogenzaka, Shibuya-ku, Tokyo',
      address_ja: '東京都渋谷区道玄坂1-2-3',
      founded_on: '2015-04-01',
      capital_jpy: 100_000_000,
      company_size_id: 4,
      industry_id: 1,
      industry_ids: [1, 25],
      website_url: 'https://test-company.example',
      description_en: 'We build software for small shops.',
      description_ja: '小規模店舗向けのソフトウェアを開発しています。',
      ...rest,
      name_en,
      name_ja,
      search_text: normalizeSearchText(`${name_en} ${name_ja}`),
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  if (logo) await addDocument(ctx, { company_id: company.id, payload_type: 1, source: 'generated' });
  return company;
}

export function addDocument(ctx: TestContext, document: NewCompanyDocument) {
  return ctx.deps.db.insertInto('company_documents').values(document).returningAll().executeTakeFirstOrThrow();
}

/** A published, open, bilingual backend posting of `companyId`, unless `overrides` say otherwise. */
export async function buildPosting(ctx: TestContext, companyId: number, overrides: Partial<NewJobPosting> = {}) {
  sequence += 1;
  return ctx.deps.db
    .insertInto('job_postings')
    .values({
      company_id: companyId,
      status: 3,
      posting_language: 1,
      title_en: `Backend Engineer (Go) ${sequence}`,
      title_ja: `バックエンドエンジニア（Go）${sequence}`,
      description_en: 'You will build our payment API.',
      description_ja: '決済APIの開発をお任せします。',
      requirements_en: '3+ years of Go',
      requirements_ja: 'Goでの開発経験3年以上',
      selection_flow_en: 'Document screening\nTechnical interview\nFinal interview',
      selection_flow_ja: '書類選考\n技術面接\n最終面接',
      benefits_en: 'Remote work allowance',
      benefits_ja: 'リモートワーク手当',
      job_position_id: 1,
      employment_type_id: 1,
      prefecture_ids: [13],
      city_id: 83,
      industry_ids: [1],
      appeal_point_ids: [1, 4],
      required_skills: JSON.stringify([{ skill_id: 5, years_of_experience_range_id: 4 }]),
      skill_ids: [5, 21],
      featured_skill_ids: [5],
      required_jlpt_level_id: 3,
      required_english_level_id: 4,
      language_ids: [12],
      language_score_level_ids: [3],
      foreigner_percent_id: 3,
      english_usage_percent_id: 2,
      remote_option: 2,
      visa_sponsorship: 1,
      overseas_application_allowed: true,
      salary_min: 6_000_000,
      salary_max: 9_000_000,
      published_at: new Date(),
      ...overrides,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** Sets a posting's status directly (a test shortcut around the approval flow). */
export async function setPostingStatus(ctx: TestContext, id: number, status: number) {
  await ctx.deps.db
    .updateTable('job_postings')
    .set({ status, published_at: status === 3 ? new Date() : null })
    .where('id', '=', id)
    .execute();
}

/** A posting's counters and score, as the popularity sort reads them. */
export function postingCounters(ctx: TestContext, id: number) {
  return ctx.deps.db
    .selectFrom('job_postings')
    .select(['view_count', 'know_more_count', 'application_count', 'popularity_score', 'published_at'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
}
