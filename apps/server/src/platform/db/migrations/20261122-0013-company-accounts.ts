import { type Kysely, sql } from 'kysely';

/**
 * Company accounts, admin notices and scout templates (issue 5; ADR 0019).
 *
 * - company_members: a company user (user type 2) belongs to exactly one company (user_id is the key).
 * - admin_notices: the "information" that admins post for applicants, in both languages; a notice
 *   without published_at is a draft, one with a future published_at appears from then.
 * - scout_templates: a company's reusable scout texts, in one or both languages.
 * - job_posting_reviews: every admin decision on a posting (approve, decline with its reason,
 *   suspend, unsuspend), newest last; the company reads the reason of the latest decline.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('company_members')
    .addColumn('user_id', 'integer', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('company_id', 'integer', (c) => c.notNull().references('companies.id').onDelete('cascade'))
    .addColumn('role', 'text', (c) => c.notNull().defaultTo('member').check(sql`role in ('owner', 'member')`))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('company_members_company_idx').on('company_members').column('company_id').execute();

  await db.schema
    .createTable('admin_notices')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('title_en', 'text', (c) => c.notNull())
    .addColumn('title_ja', 'text', (c) => c.notNull())
    .addColumn('body_en', 'text', (c) => c.notNull())
    .addColumn('body_ja', 'text', (c) => c.notNull())
    .addColumn('published_at', 'timestamptz')
    .addColumn('created_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await sql`create index admin_notices_published_idx on admin_notices (published_at desc, id desc) where published_at is not null`.execute(
    db,
  );

  await db.schema
    .createTable('scout_templates')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('company_id', 'integer', (c) => c.notNull().references('companies.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('body_en', 'text')
    .addColumn('body_ja', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addCheckConstraint('scout_templates_body_check', sql`body_en is not null or body_ja is not null`)
    .execute();
  await db.schema.createIndex('scout_templates_company_idx').on('scout_templates').column('company_id').execute();

  await db.schema
    .createTable('job_posting_reviews')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('job_posting_id', 'integer', (c) => c.notNull().references('job_postings.id').onDelete('cascade'))
    .addColumn('action', 'text', (c) =>
      c.notNull().check(sql`action in ('approve', 'decline', 'suspend', 'unsuspend')`),
    )
    .addColumn('reason', 'text')
    .addColumn('admin_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex('job_posting_reviews_posting_idx')
    .on('job_posting_reviews')
    .columns(['job_posting_id', 'id'])
    .execute();
}
