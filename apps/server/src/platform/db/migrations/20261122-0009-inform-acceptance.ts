import { type Kysely, sql } from 'kysely';

/**
 * Job-offer acceptance reports (spec §2 account settings "inform", §3 inform-of-acceptance form).
 * An applicant may send more than one (an offer falls through, a second one comes), so every
 * report is its own row. The request's language is kept to answer the applicant in it later.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('inform_acceptances')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('applicant_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('company_name', 'text', (c) => c.notNull())
    .addColumn('start_date', 'date', (c) => c.notNull())
    // Annual salary in JPY; the schema caps it at one billion, inside integer range.
    .addColumn('salary', 'integer', (c) => c.notNull().check(sql`salary > 0`))
    .addColumn('about_service', 'text')
    .addColumn('locale', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex('inform_acceptances_applicant_idx')
    .on('inform_acceptances')
    .column('applicant_id')
    .execute();
}
