import { type ColumnDefinitionBuilder, type CreateTableBuilder, type Kysely, sql } from 'kysely';

type Builder = CreateTableBuilder<string, never>;

/** An applicant's row in a profile section: serial id, owner, timestamps; indexed by owner. */
async function ownedTable(db: Kysely<unknown>, table: string, columns: (t: Builder) => Builder): Promise<void> {
  const base = db.schema
    .createTable(table)
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('applicant_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'));
  await columns(base)
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex(`${table}_applicant_idx`).on(table).column('applicant_id').execute();
}

const ref = (table: string) => (c: ColumnDefinitionBuilder) => c.references(`${table}.id`);

/**
 * The applicant profile (spec §3): one row of single-valued fields per applicant, and one table per
 * list section. Every id points at a reference list (masters); lists of ids in the preferences are
 * arrays (no foreign keys there: the service checks them against the lists before saving).
 * Months (work and school periods) are stored as the first day of the month.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('applicant_profiles')
    .addColumn('applicant_id', 'integer', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('first_name', 'text')
    .addColumn('last_name', 'text')
    .addColumn('furigana_first_name', 'text')
    .addColumn('furigana_last_name', 'text')
    .addColumn('date_of_birth', 'date')
    .addColumn('gender', 'text', (c) => c.check(sql`gender in ('male', 'female', 'other')`))
    .addColumn('nationality_id', 'integer', ref('nationalities'))
    .addColumn('country_id', 'integer', ref('countries'))
    .addColumn('prefecture_id', 'integer', ref('japan_prefectures'))
    .addColumn('city', 'text')
    .addColumn('street_address', 'text')
    .addColumn('work_permission_id', 'integer', ref('work_permissions'))
    .addColumn('visa_status_id', 'integer', ref('visa_statuses'))
    .addColumn('visa_expiration_date', 'date')
    .addColumn('dialing_code_id', 'integer', ref('dialing_codes'))
    .addColumn('phone', 'text')
    .addColumn('linkedin_url', 'text')
    .addColumn('github_url', 'text')
    .addColumn('current_working_status_id', 'integer', ref('working_statuses'))
    .addColumn('currency_id', 'integer', ref('currencies'))
    .addColumn('latest_annual_income_id', 'integer', ref('income_ranges'))
    .addColumn('desired_annual_salary', 'bigint')
    .addColumn('work_summary', 'text')
    .addColumn('subscribed_to_gtalent', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('native_language_id', 'integer', ref('languages'))
    .addColumn('japanese_level_id', 'integer', ref('writing_levels'))
    .addColumn('japanese_experience_id', 'integer', ref('japanese_language_experiences'))
    .addColumn('uses_japanese_at_work', 'boolean')
    .addColumn('jlpt_score_level_id', 'integer', ref('jlpt_score_levels'))
    .addColumn('english_level_id', 'integer', ref('writing_levels'))
    .addColumn('english_comprehension_level_id', 'integer', ref('writing_levels'))
    .addColumn('english_writing_level_id', 'integer', ref('writing_levels'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();

  await ownedTable(db, 'applicant_work_experiences', (t) =>
    t
      .addColumn('company_name', 'text', (c) => c.notNull())
      .addColumn('industry_id', 'integer', (c) => c.notNull().references('industries.id'))
      .addColumn('is_japanese_company', 'boolean', (c) => c.notNull().defaultTo(false))
      .addColumn('employment_type_id', 'integer', (c) => c.notNull().references('employment_types.id'))
      .addColumn('job_title', 'text', (c) => c.notNull())
      .addColumn('company_size_id', 'integer', (c) => c.notNull().references('company_sizes.id'))
      .addColumn('start_date', 'date', (c) => c.notNull())
      .addColumn('end_date', 'date')
      .addColumn('is_current', 'boolean', (c) => c.notNull().defaultTo(false))
      .addColumn('work_detail', 'text', (c) => c.notNull())
      .addColumn('it_skills', 'text')
      .addColumn('role_and_size', 'text')
      .addColumn('projects', 'text')
      // A finished job has an end, and it is not before the start.
      .addCheckConstraint(
        'applicant_work_experiences_period_check',
        sql`(is_current or end_date is not null) and (end_date is null or end_date >= start_date)`,
      ),
  );

  // Soft delete: a removed school stays restorable (spec §4 education).
  await ownedTable(db, 'applicant_educations', (t) =>
    t
      .addColumn('school_name', 'text', (c) => c.notNull())
      .addColumn('school_url', 'text')
      .addColumn('educational_level_id', 'integer', ref('educational_levels'))
      .addColumn('major', 'text')
      .addColumn('location', 'text')
      .addColumn('start_date', 'date')
      .addColumn('end_date', 'date')
      .addColumn('is_current', 'boolean', (c) => c.notNull().defaultTo(false))
      .addColumn('deleted_at', 'timestamptz'),
  );

  await ownedTable(db, 'applicant_licenses', (t) =>
    t.addColumn('name', 'text', (c) => c.notNull()).addColumn('year', 'integer'),
  );
  await ownedTable(db, 'applicant_awards', (t) => t.addColumn('name', 'text', (c) => c.notNull()));
  // Duplicates are told apart regardless of case and surrounding space (spec §5: rejected).
  await sql`create unique index applicant_licenses_name_key on applicant_licenses (applicant_id, lower(trim(name)))`.execute(
    db,
  );
  await sql`create unique index applicant_awards_name_key on applicant_awards (applicant_id, lower(trim(name)))`.execute(
    db,
  );

  await ownedTable(db, 'applicant_languages', (t) =>
    t
      .addColumn('language_id', 'integer', (c) => c.notNull().references('languages.id'))
      .addColumn('level_id', 'integer', (c) => c.notNull().references('writing_levels.id')),
  );
  await ownedTable(db, 'applicant_language_certificates', (t) =>
    t
      .addColumn('certificate_id', 'integer', ref('language_certificates'))
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('score', 'numeric(8, 2)', (c) => c.notNull().check(sql`score between 1 and 999999.99`)),
  );

  await ownedTable(db, 'applicant_position_experiences', (t) =>
    t
      .addColumn('job_position_id', 'integer', (c) => c.notNull().references('job_positions.id'))
      .addColumn('years_of_experience_range_id', 'integer', (c) =>
        c.notNull().references('years_of_experience_ranges.id'),
      ),
  );
  await ownedTable(db, 'applicant_skills', (t) =>
    t
      .addColumn('skill_id', 'integer', (c) => c.notNull().references('skills.id'))
      .addColumn('years_of_experience_range_id', 'integer', (c) =>
        c.notNull().references('years_of_experience_ranges.id'),
      ),
  );
  // One entry per language, role and skill (spec §5: deduplicated by id).
  for (const [table, column] of [
    ['applicant_languages', 'language_id'],
    ['applicant_position_experiences', 'job_position_id'],
    ['applicant_skills', 'skill_id'],
  ] as const) {
    await db.schema.createIndex(`${table}_key`).on(table).columns(['applicant_id', column]).unique().execute();
  }

  const atMost = (column: string, max: number) => sql`cardinality(${sql.ref(column)}) <= ${sql.lit(max)}`;
  await db.schema
    .createTable('applicant_preferences')
    .addColumn('applicant_id', 'integer', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('job_search_status_id', 'integer', ref('job_search_statuses'))
    .addColumn('prefecture_ids', sql`integer[]`, (c) =>
      c.notNull().defaultTo(sql`'{}'`).check(atMost('prefecture_ids', 15)),
    )
    .addColumn('remote_from_overseas', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('industry_ids', sql`integer[]`, (c) =>
      c.notNull().defaultTo(sql`'{}'`).check(atMost('industry_ids', 15)),
    )
    .addColumn('job_position_ids', sql`integer[]`, (c) =>
      c.notNull().defaultTo(sql`'{}'`).check(atMost('job_position_ids', 15)),
    )
    .addColumn('employment_type_id', 'integer', ref('employment_types'))
    .addColumn('minimum_salary', 'bigint')
    .addColumn('appeal_point_ids', sql`integer[]`, (c) =>
      c.notNull().defaultTo(sql`'{}'`).check(atMost('appeal_point_ids', 5)),
    )
    // Character pairs: [{ pair, value }], a scale between two opposite traits; free of a reference list.
    .addColumn('character_pairs', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('email_notification_ids', sql`integer[]`, (c) => c.notNull().defaultTo(sql`'{}'`))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();

  // Company names for now; a company id joins when company accounts land.
  await ownedTable(db, 'applicant_excluded_companies', (t) => t.addColumn('company_name', 'text', (c) => c.notNull()));
  await sql`create unique index applicant_excluded_companies_key on applicant_excluded_companies (applicant_id, lower(trim(company_name)))`.execute(
    db,
  );
}
