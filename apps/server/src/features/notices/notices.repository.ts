import type { Database } from '../../platform/db/database.ts';

/** A page of the notices published by `now`, newest first, with their count. */
export async function publishedNoticeRows(db: Database, now: Date, page: { page: number; per_page: number }) {
  const published = db.selectFrom('admin_notices').where('published_at', '<=', now);
  const [rows, total] = await Promise.all([
    published
      .select(['id', 'title_en', 'title_ja', 'body_en', 'body_ja', 'published_at'])
      .orderBy('published_at', 'desc')
      .orderBy('id', 'desc')
      .limit(page.per_page)
      .offset((page.page - 1) * page.per_page)
      .execute(),
    published.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(total.n) };
}
