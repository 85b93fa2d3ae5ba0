import type { Database } from '../../platform/db/database.ts';

/** Job postings by id. Searches and recommendations live in their own features (issue 4, 0011). */

const DETAIL_COLUMNS = [
  'id',
  'company_id',
  'status',
  'is_closed',
  'closed_at',
  'posting_language',
  'title_en',
  'title_ja',
  'description_en',
  'description_ja',
  'requirements_en',
  'requirements_ja',
  'preferred_en',
  'preferred_ja',
  'selection_flow_en',
  'selection_flow_ja',
  'benefits_en',
  'benefits_ja',
  'job_position_id',
  'employment_type_id',
  'prefecture_ids',
  'city_id',
  'industry_ids',
  'appeal_point_ids',
  'required_skills',
  'featured_skill_ids',
  'required_jlpt_level_id',
  'required_english_level_id',
  'language_ids',
  'language_score_level_ids',
  'foreigner_percent_id',
  'english_usage_percent_id',
  'remote_option',
  'visa_sponsorship',
  'overseas_application_allowed',
  'salary_min',
  'salary_max',
  'salary_negotiable',
  'published_at',
  'updated_at',
] as const;

/** Every column the detail page shows, whatever the posting's status (the service decides who sees it). */
export function findPosting(db: Database, id: number) {
  return db.selectFrom('job_postings').select(DETAIL_COLUMNS).where('id', '=', id).executeTakeFirst();
}
export type PostingRecord = NonNullable<Awaited<ReturnType<typeof findPosting>>>;
