import { sql } from 'kysely';
import type { ApplicantSearchQuery } from '@hashi/shared/employer-approach.schema';
import { UserType } from '@hashi/shared/enums';
import type { Database } from '../../platform/db/database.ts';
import { listedFor, notExcluding } from './applicant-access.repository.ts';

/**
 * Complete profiles (current_step 4, not deleted) matching every filter, never one that excluded
 * the company nor a hidden one who did not apply to it (ADR 0034); the most recently active first. Returns one page of ids and the total.
 */
export async function searchApplicantIds(
  db: Database,
  companyId: number,
  q: ApplicantSearchQuery,
): Promise<{ ids: number[]; total: number }> {
  const where = [
    sql`u.type = ${UserType.JobSeeker}`,
    sql`u.current_step = 4`,
    sql`u.deleted_at is null`,
    notExcluding(sql`u.id`, companyId),
    listedFor(sql`u.id`, companyId),
  ];
  for (const skillId of new Set(q.skill_ids)) {
    where.push(sql`exists (select 1 from applicant_skills s where s.applicant_id = u.id and s.skill_id = ${skillId})`);
  }
  if (q.job_position_ids.length > 0 || q.min_years_range_id !== undefined) {
    const roles =
      q.job_position_ids.length > 0 ? sql`and x.job_position_id in (${sql.join(q.job_position_ids)})` : sql``;
    const years =
      q.min_years_range_id !== undefined ? sql`and x.years_of_experience_range_id >= ${q.min_years_range_id}` : sql``;
    where.push(
      sql`exists (select 1 from applicant_position_experiences x where x.applicant_id = u.id ${roles} ${years})`,
    );
  }
  // JLPT ids run N1 (1) … N5 (5); 6 is "none".
  if (q.jlpt_level_id !== undefined) where.push(sql`p.jlpt_score_level_id between 1 and ${q.jlpt_level_id}`);
  if (q.prefecture_id !== undefined) where.push(sql`p.prefecture_id = ${q.prefecture_id}`);
  if (q.overseas !== undefined) {
    const inJapan = sql`exists (select 1 from countries jp where jp.id = p.country_id and jp.code = 'JP')`;
    where.push(q.overseas ? sql`p.country_id is not null and not ${inJapan}` : inJapan);
  }
  const condition = sql.join(where, sql` and `);
  const from = sql`from users u join applicant_profiles p on p.applicant_id = u.id where ${condition}`;
  const offset = (q.page - 1) * q.per_page;
  const [page, count] = await Promise.all([
    sql<{ id: number }>`select u.id ${from}
      order by u.last_login_at desc nulls last, u.id desc limit ${q.per_page} offset ${offset}`.execute(db),
    sql<{ n: string | number }>`select count(*) as n ${from}`.execute(db),
  ]);
  return { ids: page.rows.map((r) => Number(r.id)), total: Number(count.rows[0]?.n ?? 0) };
}
