import { type Kysely, sql } from 'kysely';
import { BLOG_ARTICLES } from '../seeds/blog-articles.ts';

/**
 * The blog (issue 12, ADR 0031): articles in both languages, written in the admin console. The first
 * three articles, for engineers coming to Japan, ship with the table so a new site has a blog.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('blog_articles')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('slug', 'text', (c) => c.notNull().unique())
    .addColumn('title_en', 'text', (c) => c.notNull())
    .addColumn('title_ja', 'text', (c) => c.notNull())
    .addColumn('summary_en', 'text', (c) => c.notNull())
    .addColumn('summary_ja', 'text', (c) => c.notNull())
    .addColumn('body_en', 'text', (c) => c.notNull())
    .addColumn('body_ja', 'text', (c) => c.notNull())
    .addColumn('published_at', 'timestamptz')
    .addColumn('created_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await sql`create index blog_articles_published_idx on blog_articles (published_at desc, id desc) where published_at is not null`.execute(
    db,
  );
  await db
    .insertInto('blog_articles' as never)
    .values(BLOG_ARTICLES.map((a) => ({ ...a, body_en: a.body_en.trim(), body_ja: a.body_ja.trim() })) as never)
    .execute();
}
