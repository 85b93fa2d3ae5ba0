import type { BlogPageQuery } from '@hashi/shared/blog.schema';
import type { Database } from '../../platform/db/database.ts';

/** All SQL of the blog (ADR 0031). */

export type BlogArticleValues = {
  slug: string;
  title_en: string;
  title_ja: string;
  summary_en: string;
  summary_ja: string;
  body_en: string;
  body_ja: string;
  published_at: Date | null;
};

/** A page of published articles, newest first. */
export function listPublishedRows(db: Database, page: BlogPageQuery, now: Date) {
  return db
    .selectFrom('blog_articles')
    .selectAll()
    .where('published_at', 'is not', null)
    .where('published_at', '<=', now)
    .orderBy('published_at', 'desc')
    .orderBy('id', 'desc')
    .limit(page.per_page)
    .offset((page.page - 1) * page.per_page)
    .execute();
}

export async function countPublished(db: Database, now: Date): Promise<number> {
  const row = await db
    .selectFrom('blog_articles')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('published_at', 'is not', null)
    .where('published_at', '<=', now)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export function findPublishedBySlug(db: Database, slug: string, now: Date) {
  return db
    .selectFrom('blog_articles')
    .selectAll()
    .where('slug', '=', slug)
    .where('published_at', 'is not', null)
    .where('published_at', '<=', now)
    .executeTakeFirst();
}

/** Every article for the admin console: unpublished first, then the newest publication first. */
export function listAllRows(db: Database, page: BlogPageQuery) {
  return db
    .selectFrom('blog_articles')
    .selectAll()
    .orderBy(
      (eb) => eb.ref('published_at'),
      (ob) => ob.desc().nullsFirst(),
    )
    .orderBy('id', 'desc')
    .limit(page.per_page)
    .offset((page.page - 1) * page.per_page)
    .execute();
}

export async function countAll(db: Database): Promise<number> {
  const row = await db
    .selectFrom('blog_articles')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export function findRow(db: Database, id: number) {
  return db.selectFrom('blog_articles').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Whether another article (not `exceptId`) already has this slug. */
export async function slugTaken(db: Database, slug: string, exceptId: number | null): Promise<boolean> {
  let query = db.selectFrom('blog_articles').select('id').where('slug', '=', slug);
  if (exceptId !== null) query = query.where('id', '!=', exceptId);
  return (await query.executeTakeFirst()) !== undefined;
}

export function insertRow(db: Database, adminId: number, values: BlogArticleValues) {
  return db
    .insertInto('blog_articles')
    .values({ ...values, created_by: adminId })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export function updateRow(db: Database, id: number, values: BlogArticleValues, now: Date) {
  return db
    .updateTable('blog_articles')
    .set({ ...values, updated_at: now })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirst();
}

/** Whether an article was there to delete. */
export async function deleteRow(db: Database, id: number): Promise<boolean> {
  const result = await db.deleteFrom('blog_articles').where('id', '=', id).executeTakeFirst();
  return result.numDeletedRows !== 0n;
}
