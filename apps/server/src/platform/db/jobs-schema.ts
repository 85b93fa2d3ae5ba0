import type { ColumnType, Generated, Insertable, Selectable } from 'kysely';

/** Table types of companies and job postings (migration 0010, ADR 0013); part of `DB` in schema.ts. */
type CreatedAt = ColumnType<Date, Date | string | undefined, never>;
type UpdatedAt = ColumnType<Date, Date | string | undefined, Date | string>;
type Timestamp = ColumnType<Date, Date | string, Date | string>;
/** A `date` column: the drivers differ in what they read (Date or text), so repositories select it with to_char. */
type DateColumn = ColumnType<Date | string, string, string>;
/** `bigint`: read as a number (database.ts sets the pg parser; PGlite answers numbers). */
type BigintColumn = ColumnType<number, number, number>;
type IntArray = ColumnType<number[], number[] | undefined, number[]>;
type Jsonb<T> = ColumnType<T, string | undefined, string>;

export interface CompaniesTable {
  id: Generated<number>;
  name_en: string;
  name_ja: string;
  ceo_name_en: string | null;
  ceo_name_ja: string | null;
  prefecture_id: number | null;
  city_id: number | null;
  address_en: string | null;
  address_ja: string | null;
  founded_on: DateColumn | null;
  capital_jpy: BigintColumn | null;
  company_size_id: number | null;
  is_listed: Generated<boolean>;
  industry_id: number | null;
  industry_ids: IntArray;
  website_url: string | null;
  description_en: string | null;
  description_ja: string | null;
  search_text: string;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

/** Every name a company has ever had (migration 0030, ADR 0040); a trigger on companies adds them. */
export interface CompanyNamesTable {
  company_id: number;
  name: string;
  name_key: ColumnType<string, never, never>;
  created_at: CreatedAt;
}

export interface CompanyAppealsTable {
  id: Generated<number>;
  company_id: number;
  position: 'top' | 'middle' | 'bottom';
  title_en: string | null;
  title_ja: string | null;
  body_en: string | null;
  body_ja: string | null;
}

export type CompanyDocumentSource = 'url' | 'file' | 'generated';

export interface CompanyDocumentsTable {
  id: Generated<number>;
  company_id: number;
  payload_type: number;
  rank: Generated<number>;
  source: CompanyDocumentSource;
  url: string | null;
  storage_key: string | null;
  mime_type: string | null;
  created_at: CreatedAt;
}

/** One required skill of a posting, with the years of experience asked for (null: not stated). */
export interface RequiredSkill {
  skill_id: number;
  years_of_experience_range_id: number | null;
}

export interface JobPostingsTable {
  id: Generated<number>;
  company_id: number;
  status: Generated<number>;
  is_closed: Generated<boolean>;
  closed_at: Timestamp | null;
  posting_language: number;
  title_en: string | null;
  title_ja: string | null;
  description_en: string | null;
  description_ja: string | null;
  requirements_en: string | null;
  requirements_ja: string | null;
  preferred_en: string | null;
  preferred_ja: string | null;
  selection_flow_en: string | null;
  selection_flow_ja: string | null;
  benefits_en: string | null;
  benefits_ja: string | null;
  job_position_id: number;
  employment_type_id: number;
  prefecture_ids: IntArray;
  city_id: number | null;
  industry_ids: IntArray;
  appeal_point_ids: IntArray;
  required_skills: Jsonb<RequiredSkill[]>;
  skill_ids: IntArray;
  featured_skill_ids: IntArray;
  required_jlpt_level_id: Generated<number>;
  required_english_level_id: Generated<number>;
  language_ids: IntArray;
  language_score_level_ids: IntArray;
  foreigner_percent_id: number | null;
  english_usage_percent_id: number | null;
  remote_option: number;
  visa_sponsorship: number;
  overseas_application_allowed: Generated<boolean>;
  salary_min: number | null;
  salary_max: number | null;
  salary_negotiable: Generated<boolean>;
  published_at: Timestamp | null;
  view_count: Generated<number>;
  application_count: Generated<number>;
  know_more_count: Generated<number>;
  popularity_score: Generated<number>;
  /** Confirmation questions of the apply dialog (migration 0014): [{ id, question_en, question_ja }]. */
  apply_questions: Jsonb<{ id: string; question_en: string | null; question_ja: string | null }[]>;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

export interface JobsTables {
  companies: CompaniesTable;
  company_appeals: CompanyAppealsTable;
  company_names: CompanyNamesTable;
  company_documents: CompanyDocumentsTable;
  job_postings: JobPostingsTable;
}

export type CompanyRow = Selectable<CompaniesTable>;
export type NewCompany = Insertable<CompaniesTable>;
export type NewCompanyAppeal = Insertable<CompanyAppealsTable>;
export type NewCompanyDocument = Insertable<CompanyDocumentsTable>;
export type JobPostingRow = Selectable<JobPostingsTable>;
export type NewJobPosting = Insertable<JobPostingsTable>;
