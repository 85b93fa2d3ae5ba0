import { type ColumnDefinitionBuilder, type Kysely, sql } from 'kysely';

const ref = (table: string) => (c: ColumnDefinitionBuilder) => c.references(`${table}.id`);
const intArray = (c: ColumnDefinitionBuilder) => c.notNull().defaultTo(sql`'{}'::integer[]`);
const now = (c: ColumnDefinitionBuilder) => c.notNull().defaultTo(sql`now()`);

/**
 * Companies, their documents and appeal sections, and job postings (spec §3, §4; ADR 0013).
 *
 * Texts are stored per language (`_en`, `_ja`); a posting has the languages its posting language
 * says (1 both, 2 Japanese only, 3 English only), checked here. Every filter of the job search is a
 * column: single ids as btree indexes, lists of ids as `integer[]` with GIN indexes (`&&`, `@>`).
 * The filter indexes are partial on the visible postings (`status = 3 and not is_closed`), the only
 * ones a search returns, so a search must state that predicate to use them. The keyword-search
 * document (word tokens and bigrams) is added by migration 0011.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('companies')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('name_en', 'text', (c) => c.notNull())
    .addColumn('name_ja', 'text', (c) => c.notNull())
    .addColumn('ceo_name_en', 'text')
    .addColumn('ceo_name_ja', 'text')
    // Null: no office (a fully remote company).
    .addColumn('prefecture_id', 'integer', ref('japan_prefectures'))
    .addColumn('city_id', 'integer', ref('cities'))
    .addColumn('address_en', 'text')
    .addColumn('address_ja', 'text')
    .addColumn('founded_on', 'date')
    .addColumn('capital_jpy', 'bigint', (c) => c.check(sql`capital_jpy >= 0`))
    .addColumn('company_size_id', 'integer', ref('company_sizes'))
    // Public (listed on a stock exchange) or private.
    .addColumn('is_listed', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('industry_id', 'integer', ref('industries'))
    // Every industry of the company, the main one included.
    .addColumn('industry_ids', sql`integer[]`, intArray)
    .addColumn('website_url', 'text')
    .addColumn('description_en', 'text')
    .addColumn('description_ja', 'text')
    // NFKC, lower-cased names in both languages, for the company keyword search (see ADR 0013).
    .addColumn('search_text', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', now)
    .addColumn('updated_at', 'timestamptz', now)
    .execute();
  await db.schema.createIndex('companies_prefecture_idx').on('companies').column('prefecture_id').execute();
  await db.schema.createIndex('companies_size_idx').on('companies').column('company_size_id').execute();
  await db.schema
    .createIndex('companies_industry_ids_idx')
    .on('companies')
    .using('gin')
    .column('industry_ids')
    .execute();

  // Appeal sections (spec §3 "appeals"): a title and a text per language; the image is the
  // company document of payload type 3, 4 or 5 for top, middle, bottom.
  await db.schema
    .createTable('company_appeals')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('company_id', 'integer', (c) => c.notNull().references('companies.id').onDelete('cascade'))
    .addColumn('position', 'text', (c) => c.notNull().check(sql`position in ('top', 'middle', 'bottom')`))
    .addColumn('title_en', 'text')
    .addColumn('title_ja', 'text')
    .addColumn('body_en', 'text')
    .addColumn('body_ja', 'text')
    .addUniqueConstraint('company_appeals_position_key', ['company_id', 'position'])
    .execute();

  // Images (spec §3 documents): logo 1 (several, ordered by rank), cover 2, appeal top 3, middle 4,
  // bottom 5 (one each). An image is an external URL, a file in our storage, or drawn by the
  // server from the company's name (demo data and companies without artwork).
  await db.schema
    .createTable('company_documents')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('company_id', 'integer', (c) => c.notNull().references('companies.id').onDelete('cascade'))
    .addColumn('payload_type', 'smallint', (c) => c.notNull().check(sql`payload_type between 1 and 5`))
    .addColumn('rank', 'smallint', (c) => c.notNull().defaultTo(1).check(sql`rank >= 1`))
    .addColumn('source', 'text', (c) => c.notNull().check(sql`source in ('url', 'file', 'generated')`))
    .addColumn('url', 'text')
    .addColumn('storage_key', 'text')
    .addColumn('mime_type', 'text')
    .addColumn('created_at', 'timestamptz', now)
    .addCheckConstraint(
      'company_documents_location_check',
      sql`(source <> 'url' or url is not null) and (source <> 'file' or (storage_key is not null and mime_type is not null))`,
    )
    .execute();
  await sql`create unique index company_documents_logo_rank_key on company_documents (company_id, rank) where payload_type = 1`.execute(
    db,
  );
  await sql`create unique index company_documents_single_key on company_documents (company_id, payload_type) where payload_type <> 1`.execute(
    db,
  );

  await db.schema
    .createTable('job_postings')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('company_id', 'integer', (c) => c.notNull().references('companies.id').onDelete('cascade'))
    .addColumn('status', 'smallint', (c) => c.notNull().defaultTo(2).check(sql`status between 1 and 6`))
    // Closing is apart from the status (spec §4 "postings can be closed").
    .addColumn('is_closed', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('closed_at', 'timestamptz')
    .addColumn('posting_language', 'smallint', (c) => c.notNull().check(sql`posting_language between 1 and 3`))
    .addColumn('title_en', 'text')
    .addColumn('title_ja', 'text')
    .addColumn('description_en', 'text')
    .addColumn('description_ja', 'text')
    .addColumn('requirements_en', 'text')
    .addColumn('requirements_ja', 'text')
    .addColumn('preferred_en', 'text')
    .addColumn('preferred_ja', 'text')
    .addColumn('selection_flow_en', 'text')
    .addColumn('selection_flow_ja', 'text')
    .addColumn('benefits_en', 'text')
    .addColumn('benefits_ja', 'text')
    .addColumn('job_position_id', 'integer', (c) => c.notNull().references('job_positions.id'))
    .addColumn('employment_type_id', 'integer', (c) => c.notNull().references('employment_types.id'))
    // Work locations; empty for a fully remote posting of a company without an office.
    .addColumn('prefecture_ids', sql`integer[]`, intArray)
    .addColumn('city_id', 'integer', ref('cities'))
    .addColumn('industry_ids', sql`integer[]`, intArray)
    .addColumn('appeal_point_ids', sql`integer[]`, intArray)
    // [{ skill_id, years_of_experience_range_id }]: shown on the detail page, saved whole.
    .addColumn('required_skills', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    // Every skill the posting names (required and featured): the `it_skills` filter.
    .addColumn('skill_ids', sql`integer[]`, intArray)
    // The posting's headline stack (cards, the `featured_it_skills` filter).
    .addColumn('featured_skill_ids', sql`integer[]`, intArray)
    // JLPT level id (1 N1 … 5 N5, 6 none) and writing level id (1 native … 6 none): lower is harder.
    .addColumn('required_jlpt_level_id', 'integer', (c) => c.notNull().defaultTo(6).references('jlpt_score_levels.id'))
    .addColumn('required_english_level_id', 'integer', (c) => c.notNull().defaultTo(6).references('writing_levels.id'))
    // Other language requirements: languages, and certificate levels (each level's language is listed too).
    .addColumn('language_ids', sql`integer[]`, intArray)
    .addColumn('language_score_level_ids', sql`integer[]`, intArray)
    .addColumn('foreigner_percent_id', 'integer', ref('people_percents'))
    .addColumn('english_usage_percent_id', 'integer', ref('people_percents'))
    .addColumn('remote_option', 'smallint', (c) => c.notNull().check(sql`remote_option between 1 and 4`))
    .addColumn('visa_sponsorship', 'smallint', (c) => c.notNull().check(sql`visa_sponsorship between 1 and 3`))
    .addColumn('overseas_application_allowed', 'boolean', (c) => c.notNull().defaultTo(false))
    // Annual, JPY. Negotiable postings may still give a range.
    .addColumn('salary_min', 'integer', (c) => c.check(sql`salary_min > 0`))
    .addColumn('salary_max', 'integer')
    .addColumn('salary_negotiable', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('published_at', 'timestamptz')
    .addColumn('view_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('application_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('know_more_count', 'integer', (c) => c.notNull().defaultTo(0))
    // See popularity.ts: engagement on a log scale plus recency; stable between counter changes.
    .addColumn('popularity_score', 'double precision', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'timestamptz', now)
    .addColumn('updated_at', 'timestamptz', now)
    .addCheckConstraint('job_postings_closed_check', sql`is_closed = (closed_at is not null)`)
    .addCheckConstraint('job_postings_published_check', sql`status <> 3 or published_at is not null`)
    .addCheckConstraint(
      'job_postings_salary_check',
      sql`(salary_negotiable or salary_min is not null) and (salary_max is null or salary_max >= coalesce(salary_min, 0))`,
    )
    .addCheckConstraint(
      'job_postings_language_check',
      sql`(posting_language = 2 or (title_en is not null and description_en is not null))
        and (posting_language = 3 or (title_ja is not null and description_ja is not null))`,
    )
    .execute();

  await db.schema.createIndex('job_postings_company_idx').on('job_postings').column('company_id').execute();
  const visible = sql`status = 3 and not is_closed`;
  const btree: Array<[string, string[]]> = [
    ['popularity', ['popularity_score desc', 'id desc']],
    ['newest', ['published_at desc', 'id desc']],
    ['visible_company', ['company_id']],
    ['job_position', ['job_position_id']],
    ['employment_type', ['employment_type_id']],
    ['jlpt', ['required_jlpt_level_id']],
    ['english', ['required_english_level_id']],
    ['foreigner_percent', ['foreigner_percent_id']],
    ['english_usage', ['english_usage_percent_id']],
    ['remote', ['remote_option']],
    ['visa', ['visa_sponsorship']],
    ['overseas', ['overseas_application_allowed']],
    ['salary_max', ['salary_max']],
    ['salary_min', ['salary_min']],
  ];
  for (const [name, columns] of btree) {
    await sql`create index ${sql.raw(`job_postings_${name}_idx`)} on job_postings (${sql.raw(columns.join(', '))}) where ${visible}`.execute(
      db,
    );
  }
  for (const column of [
    'prefecture_ids',
    'industry_ids',
    'appeal_point_ids',
    'skill_ids',
    'featured_skill_ids',
    'language_ids',
    'language_score_level_ids',
  ]) {
    await sql`create index ${sql.raw(`job_postings_${column}_idx`)} on job_postings using gin (${sql.ref(column)}) where ${visible}`.execute(
      db,
    );
  }
}
