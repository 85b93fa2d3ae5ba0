import { type RawBuilder, sql } from 'kysely';
import type { Database } from '../../platform/db/database.ts';
import { POPULARITY_RECENCY_DAYS, POPULARITY_WEIGHTS } from './popularity.ts';

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

/** Whether the applicant saved, applied to or was scouted for the posting (it stays visible to them after closing). */
export async function keepsSeeingPosting(db: Database, applicantId: number, postingId: number): Promise<boolean> {
  const row = await db
    .selectFrom('approaches')
    .select('id')
    .where('applicant_id', '=', applicantId)
    .where('job_posting_id', '=', postingId)
    .where((eb) =>
      eb.or([eb('saved_at', 'is not', null), eb('applied_at', 'is not', null), eb('scouted_at', 'is not', null)]),
    )
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * Adds views to postings and re-scores each in the same statement (see popularity.ts): one statement
 * for a whole batch (posting-views.ts), each posting's count added at once.
 */
export async function recordPostingViews(db: Database, views: ReadonlyMap<number, number>): Promise<void> {
  if (views.size === 0) return;
  const rows = [...views].sort(([a], [b]) => a - b).map(([id, count]) => sql`(${id}::int, ${count}::int)`);
  await sql`
    update job_postings set
      view_count = view_count + viewed.count,
      popularity_score = ${popularityScoreSql(sql`view_count + viewed.count`)}
    from (values ${sql.join(rows)}) as viewed (id, count)
    where job_postings.id = viewed.id`.execute(db);
}

/** popularity.ts's formula in SQL, for a statement that moves a counter. */
function popularityScoreSql(views: RawBuilder<unknown>): RawBuilder<number> {
  const w = POPULARITY_WEIGHTS;
  const engagement = sql`${views} * ${sql.lit(w.view)} + know_more_count * ${sql.lit(w.knowMore)} + application_count * ${sql.lit(w.application)}`;
  return sql<number>`log(2, (1 + ${engagement})::numeric)::double precision
    + coalesce(extract(epoch from published_at)::double precision / 86400 / ${sql.lit(POPULARITY_RECENCY_DAYS)}, 0)`;
}
