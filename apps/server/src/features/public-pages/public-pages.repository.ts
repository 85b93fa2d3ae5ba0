import type { Database } from '../../platform/db/database.ts';
import { visiblePosting } from '../../platform/db/visible-posting.ts';

/** Published, open postings for the sitemap (ADR 0032), oldest id first, one window at a time. */

export async function countListedPostings(db: Database): Promise<number> {
  const row = await db
    .selectFrom('job_postings')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where(visiblePosting())
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export function listListedPostings(db: Database, window: { offset: number; limit: number }) {
  return db
    .selectFrom('job_postings')
    .select(['id', 'posting_language', 'updated_at'])
    .where(visiblePosting())
    .orderBy('id')
    .offset(window.offset)
    .limit(window.limit)
    .execute();
}

/** The published blog articles for the sitemap (ADR 0031): a few dozen at most, all at once. */
export function listPublishedArticles(db: Database, now: Date) {
  return db
    .selectFrom('blog_articles')
    .select(['slug', 'updated_at'])
    .where('published_at', 'is not', null)
    .where('published_at', '<=', now)
    .orderBy('id')
    .execute();
}
