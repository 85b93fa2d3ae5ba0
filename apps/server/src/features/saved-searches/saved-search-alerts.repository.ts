import type { JobSearchFilters } from '@hashi/shared/job-search.schema';
import { sql } from 'kysely';
import type { Database } from '../../platform/db/database.ts';
import { visiblePosting } from '../../platform/db/visible-posting.ts';
import { filterConditions } from '../job-search/repositories/filters.ts';

/** The statements of saved-search alerts (saved-search-alerts.ts says how the two steps use them). */

/**
 * A saved search with its alert on, of a live account, locked (skipped if another runner has it)
 * so that two sweeps never prepare the same search at once.
 */
export function lockAlertingSearch(db: Database, savedSearchId: number) {
  return db
    .selectFrom('saved_searches as s')
    .innerJoin('users as u', 'u.id', 's.applicant_id')
    .select(['s.id', 's.applicant_id', 's.conditions', 's.alert_since', 's.swept_at'])
    .where('s.id', '=', savedSearchId)
    .where('s.alert_enabled', '=', true)
    .where('u.deleted_at', 'is', null)
    .forUpdate('s')
    .skipLocked()
    .executeTakeFirst();
}

/** Visible postings matching `conditions`, published after `since`, never alerted to the applicant; newest first. */
export async function findNewMatches(
  db: Database,
  applicantId: number,
  conditions: JobSearchFilters,
  since: Date,
  limit: number,
): Promise<number[]> {
  const where = sql.join(
    [
      visiblePosting(),
      ...filterConditions(conditions),
      sql<boolean>`published_at > ${since}`,
      sql<boolean>`not exists (select 1 from saved_search_alerts_sent x
        where x.applicant_id = ${applicantId} and x.job_posting_id = job_postings.id)`,
    ],
    sql` and `,
  );
  const { rows } = await sql<{ id: number }>`
    select id from job_postings where ${where}
    order by published_at desc, id desc limit ${limit}`.execute(db);
  return rows.map((r) => r.id);
}

export function insertAlertMail(db: Database, search: { id: number; applicant_id: number }, now: Date) {
  return db
    .insertInto('saved_search_alert_mails')
    .values({ saved_search_id: search.id, applicant_id: search.applicant_id, posting_count: 0, created_at: now })
    .returning('id')
    .executeTakeFirstOrThrow();
}

/**
 * Records postings as alerted to the applicant by this mail; a posting already recorded (by another
 * search of the same applicant) is left out. Answers the ids recorded.
 */
export function recordAlertedPostings(
  db: Database,
  search: { id: number; applicant_id: number },
  alertMailId: number,
  postingIds: readonly number[],
) {
  return db
    .insertInto('saved_search_alerts_sent')
    .values(
      postingIds.map((id) => ({
        applicant_id: search.applicant_id,
        job_posting_id: id,
        saved_search_id: search.id,
        alert_mail_id: alertMailId,
      })),
    )
    .onConflict((oc) => oc.columns(['applicant_id', 'job_posting_id']).doNothing())
    .returning('job_posting_id')
    .execute();
}

export async function setAlertMailCount(db: Database, alertMailId: number, count: number): Promise<void> {
  await db
    .updateTable('saved_search_alert_mails')
    .set({ posting_count: count })
    .where('id', '=', alertMailId)
    .execute();
}

export async function deleteAlertMail(db: Database, alertMailId: number): Promise<void> {
  await db.deleteFrom('saved_search_alert_mails').where('id', '=', alertMailId).execute();
}

/** The search was swept at `now` (and alerted, when `alerted`). */
export async function markSearchSwept(db: Database, id: number, now: Date, alerted: boolean): Promise<void> {
  await db
    .updateTable('saved_searches')
    .set(alerted ? { swept_at: now, last_alerted_at: now } : { swept_at: now })
    .where('id', '=', id)
    .execute();
}

/** A batch of the ids of searches with their alert on, after `after`, in id order. */
export function alertingSearchIds(db: Database, after: number, limit: number) {
  return db
    .selectFrom('saved_searches')
    .select('id')
    .where('alert_enabled', '=', true)
    .where('id', '>', after)
    .orderBy('id')
    .limit(limit)
    .execute();
}

/** An alert mail with its search and its addressee. */
export function findAlertMail(db: Database, alertMailId: number) {
  return db
    .selectFrom('saved_search_alert_mails as m')
    .innerJoin('saved_searches as s', 's.id', 'm.saved_search_id')
    .innerJoin('users as u', 'u.id', 'm.applicant_id')
    .select(['m.id', 'm.sent_at', 'm.skipped_at', 's.id as search_id', 's.name', 's.conditions', 's.alert_enabled'])
    .select(['u.id as user_id', 'u.email', 'u.locale', 'u.deleted_at'])
    .where('m.id', '=', alertMailId)
    .executeTakeFirst();
}

export async function markAlertMail(
  db: Database,
  alertMailId: number,
  column: 'sent_at' | 'skipped_at',
  now: Date,
): Promise<void> {
  await db
    .updateTable('saved_search_alert_mails')
    .set({ [column]: now })
    .where('id', '=', alertMailId)
    .execute();
}

/** The postings an alert mail recorded, newest first. */
export function alertedPostingIds(db: Database, alertMailId: number) {
  return db
    .selectFrom('saved_search_alerts_sent as x')
    .innerJoin('job_postings as p', 'p.id', 'x.job_posting_id')
    .select('x.job_posting_id')
    .where('x.alert_mail_id', '=', alertMailId)
    .orderBy('p.published_at', 'desc')
    .orderBy('p.id', 'desc')
    .execute();
}
