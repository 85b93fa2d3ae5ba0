import type { ColumnType, Generated } from 'kysely';

/** Table types of the applicant profile (migration 0007); part of `DB` in schema.ts. */
type Timestamp = ColumnType<Date, Date | string, Date | string>;
type CreatedAt = ColumnType<Date, Date | string | undefined, never>;
type UpdatedAt = ColumnType<Date, Date | string | undefined, Date | string>;
/** A `date` column: the drivers differ in what they read (Date or text), so repositories select it with to_char. */
type DateColumn = ColumnType<Date | string, string, string>;
/** `bigint` and `numeric` columns: the drivers answer strings or numbers; written as numbers. */
type NumberColumn = ColumnType<string | number, number, number>;
type IntArray = ColumnType<number[], number[] | undefined, number[]>;
type Json = ColumnType<unknown, string | undefined, string>;

interface Owned {
  id: Generated<number>;
  applicant_id: number;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

export interface ApplicantProfilesTable {
  applicant_id: number;
  first_name: string | null;
  last_name: string | null;
  furigana_first_name: string | null;
  furigana_last_name: string | null;
  date_of_birth: DateColumn | null;
  gender: 'male' | 'female' | 'other' | null;
  nationality_id: number | null;
  country_id: number | null;
  prefecture_id: number | null;
  city: string | null;
  street_address: string | null;
  work_permission_id: number | null;
  visa_status_id: number | null;
  visa_expiration_date: DateColumn | null;
  dialing_code_id: number | null;
  phone: string | null;
  linkedin_url: string | null;
  github_url: string | null;
  current_working_status_id: number | null;
  currency_id: number | null;
  latest_annual_income_id: number | null;
  desired_annual_salary: NumberColumn | null;
  work_summary: string | null;
  subscribed_to_gtalent: Generated<boolean>;
  native_language_id: number | null;
  japanese_level_id: number | null;
  japanese_experience_id: number | null;
  uses_japanese_at_work: boolean | null;
  jlpt_score_level_id: number | null;
  english_level_id: number | null;
  english_comprehension_level_id: number | null;
  english_writing_level_id: number | null;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

export interface ApplicantWorkExperiencesTable extends Owned {
  company_name: string;
  industry_id: number;
  is_japanese_company: Generated<boolean>;
  employment_type_id: number;
  job_title: string;
  company_size_id: number;
  start_date: DateColumn;
  end_date: DateColumn | null;
  is_current: Generated<boolean>;
  work_detail: string;
  it_skills: string | null;
  role_and_size: string | null;
  projects: string | null;
}

export interface ApplicantEducationsTable extends Owned {
  school_name: string;
  school_url: string | null;
  educational_level_id: number | null;
  major: string | null;
  location: string | null;
  start_date: DateColumn | null;
  end_date: DateColumn | null;
  is_current: Generated<boolean>;
  deleted_at: Timestamp | null;
}

export interface ApplicantLicensesTable extends Owned {
  name: string;
  year: number | null;
}

export interface ApplicantAwardsTable extends Owned {
  name: string;
}

export interface ApplicantLanguagesTable extends Owned {
  language_id: number;
  level_id: number;
}

export interface ApplicantLanguageCertificatesTable extends Owned {
  certificate_id: number | null;
  name: string;
  score: NumberColumn;
}

export interface ApplicantPositionExperiencesTable extends Owned {
  job_position_id: number;
  years_of_experience_range_id: number;
}

export interface ApplicantSkillsTable extends Owned {
  skill_id: number;
  years_of_experience_range_id: number;
}

export interface ApplicantPreferencesTable {
  applicant_id: number;
  job_search_status_id: number | null;
  prefecture_ids: IntArray;
  remote_from_overseas: Generated<boolean>;
  industry_ids: IntArray;
  job_position_ids: IntArray;
  employment_type_id: number | null;
  minimum_salary: NumberColumn | null;
  appeal_point_ids: IntArray;
  character_pairs: Json;
  email_notification_ids: IntArray;
  /** Listed in employers' applicant search (migration 0028, ADR 0034); hidden: only to companies applied to. */
  visible_to_companies: Generated<boolean>;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

/** An exclusion (migration 0030, ADR 0040): the company picked or later matched, and the name's match key. */
export interface ApplicantExcludedCompaniesTable extends Owned {
  company_name: string;
  company_id: number | null;
  name_key: ColumnType<string, never, never>;
}

/** A profile photo or video (migration 0008): the file itself is in storage under `storage_key`. */
export interface ApplicantMediaTable {
  id: Generated<number>;
  applicant_id: number;
  kind: 'photo' | 'video' | 'cv';
  storage_key: string;
  format: string;
  mime_type: string;
  size_bytes: number;
  original_name: string;
  created_at: CreatedAt;
}

export interface ProfileTables {
  applicant_profiles: ApplicantProfilesTable;
  applicant_work_experiences: ApplicantWorkExperiencesTable;
  applicant_educations: ApplicantEducationsTable;
  applicant_licenses: ApplicantLicensesTable;
  applicant_awards: ApplicantAwardsTable;
  applicant_languages: ApplicantLanguagesTable;
  applicant_language_certificates: ApplicantLanguageCertificatesTable;
  applicant_position_experiences: ApplicantPositionExperiencesTable;
  applicant_skills: ApplicantSkillsTable;
  applicant_preferences: ApplicantPreferencesTable;
  applicant_excluded_companies: ApplicantExcludedCompaniesTable;
  applicant_media: ApplicantMediaTable;
}
