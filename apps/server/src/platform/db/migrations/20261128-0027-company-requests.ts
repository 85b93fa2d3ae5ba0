import { type Kysely, sql } from 'kysely';

/**
 * Company account requests (issue 13, ADR 0033): what a company sent from /for-employer, in the
 * language it was sent in (the invitation or the refusal goes out in it), and the admin's decision.
 * Approval links the company and the employer user it created; both links survive their deletion as
 * null so the history stays.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('company_requests')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('company_name', 'text', (c) => c.notNull())
    .addColumn('contact_name', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('phone', 'text', (c) => c.notNull())
    .addColumn('website_url', 'text')
    .addColumn('hiring_needs', 'text', (c) => c.notNull())
    .addColumn('locale', 'text', (c) => c.notNull().check(sql`locale in ('en', 'ja')`))
    .addColumn('status', 'text', (c) =>
      c.notNull().defaultTo('pending').check(sql`status in ('pending', 'approved', 'declined')`),
    )
    .addColumn('decline_reason', 'text')
    .addColumn('company_id', 'integer', (c) => c.references('companies.id').onDelete('set null'))
    .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('reviewed_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('reviewed_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await sql`create index company_requests_status_idx on company_requests (status, id desc)`.execute(db);
}
