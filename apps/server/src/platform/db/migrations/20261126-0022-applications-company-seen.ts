import { type Kysely, sql } from 'kysely';

/**
 * New applications in the employer console's navigation (issue 11): `company_seen_at` is set when
 * the company opens its applications. Applications made before this migration count as seen, so
 * a company's badge starts at what arrives from now on.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('applications').addColumn('company_seen_at', 'timestamptz').execute();
  await sql`update applications set company_seen_at = now()`.execute(db);
  await sql`create index applications_unseen_idx on applications (company_id) where company_seen_at is null`.execute(
    db,
  );
}
