import type { Database } from '../../platform/db/database.ts';

/** A company team's ratings and comments of its video interviews (ADR 0047); never an automatic score. */

export function listReviews(db: Database, interviewId: number) {
  return db
    .selectFrom('video_interview_reviews')
    .selectAll()
    .where('interview_id', '=', interviewId)
    .orderBy('updated_at')
    .orderBy('id')
    .execute();
}

/** The member's review of the interview, written or replaced. */
export function upsertReview(
  db: Database,
  review: { interview_id: number; user_id: number; rating: number | null; comment: string | null },
  now: Date,
) {
  return db
    .insertInto('video_interview_reviews')
    .values({ ...review, updated_at: now })
    .onConflict((oc) =>
      oc
        .columns(['interview_id', 'user_id'])
        .doUpdateSet({ rating: review.rating, comment: review.comment, updated_at: now }),
    )
    .returningAll()
    .executeTakeFirstOrThrow();
}
