import { type Insertable, sql } from 'kysely';
import type { Database } from '../../platform/db/database.ts';
import type { ApplicantPreferencesTable, ApplicantProfilesTable } from '../../platform/db/profile-schema.ts';

/** The single-valued parts of a profile: the profile row and the preference row (one per applicant). */

export type ProfileFields = Omit<Insertable<ApplicantProfilesTable>, 'applicant_id' | 'created_at' | 'updated_at'>;
export type PreferenceFields = Omit<
  Insertable<ApplicantPreferencesTable>,
  'applicant_id' | 'created_at' | 'updated_at'
>;

const PROFILE_COLUMNS = [
  'first_name',
  'last_name',
  'furigana_first_name',
  'furigana_last_name',
  'gender',
  'nationality_id',
  'country_id',
  'prefecture_id',
  'city',
  'street_address',
  'work_permission_id',
  'visa_status_id',
  'dialing_code_id',
  'phone',
  'linkedin_url',
  'github_url',
  'current_working_status_id',
  'currency_id',
  'latest_annual_income_id',
  'desired_annual_salary',
  'work_summary',
  'subscribed_to_gtalent',
  'native_language_id',
  'japanese_level_id',
  'japanese_experience_id',
  'uses_japanese_at_work',
  'jlpt_score_level_id',
  'english_level_id',
  'english_comprehension_level_id',
  'english_writing_level_id',
] as const;

export async function findProfileRow(db: Database, applicantId: number) {
  return db
    .selectFrom('applicant_profiles')
    .select(PROFILE_COLUMNS)
    .select([
      // Dates as text: the drivers disagree on how a `date` reads.
      sql<string | null>`to_char(date_of_birth, 'YYYY-MM-DD')`.as('date_of_birth'),
      sql<string | null>`to_char(visa_expiration_date, 'YYYY-MM-DD')`.as('visa_expiration_date'),
    ])
    .where('applicant_id', '=', applicantId)
    .executeTakeFirst();
}
export type ProfileRow = NonNullable<Awaited<ReturnType<typeof findProfileRow>>>;

/** Creates the profile row on the first save of any of its sections, else changes the given fields. */
export async function upsertProfile(db: Database, applicantId: number, fields: ProfileFields): Promise<void> {
  const now = new Date();
  await db
    .insertInto('applicant_profiles')
    .values({ applicant_id: applicantId, ...fields })
    .onConflict((oc) => oc.column('applicant_id').doUpdateSet({ ...fields, updated_at: now }))
    .execute();
}

export function findPreferenceRow(db: Database, applicantId: number) {
  return db.selectFrom('applicant_preferences').selectAll().where('applicant_id', '=', applicantId).executeTakeFirst();
}

export async function upsertPreference(db: Database, applicantId: number, fields: PreferenceFields): Promise<void> {
  const now = new Date();
  await db
    .insertInto('applicant_preferences')
    .values({ applicant_id: applicantId, ...fields })
    .onConflict((oc) => oc.column('applicant_id').doUpdateSet({ ...fields, updated_at: now }))
    .execute();
}

/** Which of the list sections hold something. */
export interface SectionFacts {
  experiences: boolean;
  educations: boolean;
  skills: boolean;
  positions: boolean;
  licenses_or_awards: boolean;
  photo: boolean;
}

/** Which sections hold something: the input of the completion rate and of complete-step. */
export async function profileFacts(db: Database, applicantId: number) {
  const exists = (table: string, extra = sql``) =>
    sql<boolean>`exists (select 1 from ${sql.table(table)} where applicant_id = ${applicantId} ${extra})`;
  const { rows } = await sql<SectionFacts>`select
      ${exists('applicant_work_experiences')} as experiences,
      ${exists('applicant_educations', sql`and deleted_at is null`)} as educations,
      ${exists('applicant_skills')} as skills,
      ${exists('applicant_position_experiences')} as positions,
      (${exists('applicant_licenses')} or ${exists('applicant_awards')}) as licenses_or_awards,
      ${exists('applicant_media', sql`and kind = 'photo'`)} as photo`.execute(db);
  return rows[0] as NonNullable<(typeof rows)[0]>;
}

/** Tables that hold an applicant's profile, each keyed by `applicant_id`. */
const PROFILE_TABLES = [
  'applicant_work_experiences',
  'applicant_educations',
  'applicant_licenses',
  'applicant_awards',
  'applicant_languages',
  'applicant_language_certificates',
  'applicant_position_experiences',
  'applicant_skills',
  'applicant_excluded_companies',
  'applicant_preferences',
  'applicant_profiles',
] as const;

/**
 * Account deletion: the profile is personal data through and through, so it goes entirely (the
 * user row stays, anonymised, and would only cascade on a hard delete).
 */
export async function eraseProfile(db: Database, applicantId: number): Promise<void> {
  for (const table of PROFILE_TABLES) await db.deleteFrom(table).where('applicant_id', '=', applicantId).execute();
}
