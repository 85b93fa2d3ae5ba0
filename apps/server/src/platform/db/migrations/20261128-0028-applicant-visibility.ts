import { type Kysely, sql } from 'kysely';

/**
 * Whether employers' applicant search lists the applicant (issue 13, ADR 0034). Every applicant
 * starts visible, as before this column existed; a hidden one is listed only to the companies they
 * applied to. An applicant without a preference row is visible: the search reads the flag through
 * `not exists (… visible_to_companies = false)`.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table applicant_preferences add column visible_to_companies boolean not null default true`.execute(
    db,
  );
}
