import type { PostingReviewAction } from '../../platform/db/company-console-schema.ts';
import type { Database } from '../../platform/db/database.ts';

/** The names of some companies, by id. */
export function findCompanyNames(db: Database, ids: number[]) {
  return db.selectFrom('companies').select(['id', 'name_en', 'name_ja']).where('id', 'in', ids).execute();
}

/** A posting's status and counters, locked for the review that decides on it. */
export function lockPostingForReview(db: Database, id: number) {
  return db
    .selectFrom('job_postings')
    .select(['status', 'published_at', 'view_count', 'know_more_count', 'application_count'])
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirst();
}

export async function setReviewedStatus(
  db: Database,
  id: number,
  change: { status: number; published_at: Date | string | null; updated_at: Date; popularity_score: number },
): Promise<void> {
  await db.updateTable('job_postings').set(change).where('id', '=', id).execute();
}

export async function insertReview(
  db: Database,
  review: { job_posting_id: number; action: PostingReviewAction; reason: string | null; admin_id: number },
): Promise<void> {
  await db.insertInto('job_posting_reviews').values(review).execute();
}
