import { sql } from 'kysely';
import type { Database } from '../../../platform/db/database.ts';
import { visiblePosting } from '../../../platform/db/visible-posting.ts';
import { findPostingTraits, notAppliedOrHiddenBy } from '../job-search.repository.ts';

/** Candidates taken from each index (same role; shared skill) before scoring: bounds the work at any table size. */
const CANDIDATES = 200;

/**
 * Visible postings similar to posting `id`, best first; null when `id` does not exist (it may be
 * closed or unpublished: an applicant may have applied to it before it closed). For an applicant
 * (`applicantId`), postings they already applied to or hid are left out.
 *
 * Score = 3 for the same role + 1 for each shared skill + 1 for a shared prefecture (or both fully
 * remote from overseas); ties by popularity. Candidates are the most popular postings with the same
 * role and those sharing a skill (two index scans, at most 200 each), so the cost does not grow
 * with the number of postings.
 */
export async function similarPostingIds(
  db: Database,
  id: number,
  limit: number,
  applicantId: number | null = null,
): Promise<number[] | null> {
  const source = await findPostingTraits(db, id);
  if (!source) return null;
  const notDone = applicantId === null ? sql`` : sql`and ${notAppliedOrHiddenBy(applicantId)}`;
  const skills = sql`${sql.val(source.skill_ids)}::integer[]`;
  const places = sql`${sql.val(source.prefecture_ids)}::integer[]`;
  const { rows } = await sql<{ id: number }>`
    with candidates as (
      (select id from job_postings
        where ${visiblePosting()} and job_position_id = ${source.job_position_id} and id <> ${id} ${notDone}
        order by popularity_score desc, id desc limit ${CANDIDATES})
      union
      (select id from job_postings
        where ${visiblePosting()} and skill_ids && ${skills} and id <> ${id} ${notDone}
        order by popularity_score desc, id desc limit ${CANDIDATES})
    )
    select p.id from job_postings p join candidates c on c.id = p.id
    order by
      (case when p.job_position_id = ${source.job_position_id} then 3 else 0 end)
      + cardinality(array(select unnest(p.skill_ids) intersect select unnest(${skills})))
      + (case when p.prefecture_ids && ${places}
          or (p.remote_option = 4 and ${source.remote_option} = 4) then 1 else 0 end) desc,
      p.popularity_score desc, p.id desc
    limit ${limit}`.execute(db);
  return rows.map((r) => r.id);
}
