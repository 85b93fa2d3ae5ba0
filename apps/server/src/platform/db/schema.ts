import type { ColumnType, Generated, Insertable, Selectable, Updateable } from 'kysely';
import type { CompanyConsoleTables } from './company-console-schema.ts';
import type { CompanyRequestTables } from './company-request-schema.ts';
import type { FaqTables } from './faq-schema.ts';
import type { ApproachTables } from './approach-schema.ts';
import type { BlogArticlesTable } from './blog-schema.ts';
import type { JobsTables } from './jobs-schema.ts';
import type { LiveTables } from './live-schema.ts';
import type { MessageReportTables } from './message-report-schema.ts';
import type { NotificationTables } from './notification-schema.ts';
import type { MessageNoticeTables } from './message-notice-schema.ts';
import type { ProfileTables } from './profile-schema.ts';
import type { ReferralTables } from './referral-schema.ts';
import type { SavedSearchTables } from './saved-search-schema.ts';
import type { StorageTables } from './storage-schema.ts';
import type { VideoInterviewTables } from './video-interview-schema.ts';

/** Table types for Kysely. One interface per table; add a table here with its migration. */
type Timestamp = ColumnType<Date, Date | string, Date | string>;
type CreatedAt = ColumnType<Date, Date | string | undefined, never>;
type Json = ColumnType<unknown, string, string>;

export interface UsersTable {
  id: Generated<number>;
  type: Generated<number>;
  email: string;
  login_id: string | null;
  password_hash: string | null;
  email_verified_at: Timestamp | null;
  locale: Generated<string>;
  current_step: Generated<number>;
  registered_at: Timestamp | null;
  origin: Generated<string>;
  password_set_at: Timestamp | null;
  last_login_at: Timestamp | null;
  access_route: string | null;
  first_access_url: string | null;
  last_access_url: string | null;
  attribution: Json | null;
  /** How the applicant heard of Hashi (channels master), asked once (migration 0026). */
  channel_id: number | null;
  channel_answered_at: Timestamp | null;
  invited_by_user_id: number | null;
  deleted_at: Timestamp | null;
  created_at: CreatedAt;
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>;
}

export interface SessionsTable {
  id: string;
  user_id: number;
  remember_me: Generated<boolean>;
  user_agent: string | null;
  ip: string | null;
  created_at: CreatedAt;
  revoked_at: Timestamp | null;
  revoked_reason: string | null;
}

export interface RefreshTokensTable {
  id: Generated<number>;
  session_id: string;
  token_hash: string;
  expires_at: Timestamp;
  rotated_at: Timestamp | null;
  created_at: CreatedAt;
}

export interface UserTokensTable {
  id: Generated<number>;
  user_id: number;
  purpose: string;
  token_hash: string;
  payload: Json | null;
  attempts: Generated<number>;
  expires_at: Timestamp;
  used_at: Timestamp | null;
  created_at: CreatedAt;
}

export interface InvitationsTable {
  id: Generated<number>;
  token: string;
  inviter_user_id: number | null;
  used_by_user_id: number | null;
  used_at: Timestamp | null;
  created_at: CreatedAt;
}

export interface SocialIdentitiesTable {
  id: Generated<number>;
  user_id: number;
  provider: string;
  subject: string;
  email: string | null;
  created_at: CreatedAt;
}

export interface OauthStatesTable {
  state: string;
  provider: string;
  code_verifier: string;
  nonce: string;
  redirect_uri: string;
  expires_at: Timestamp;
}

export interface OauthClientsTable {
  client_id: string;
  name: string;
  secret_hash: string | null;
  client_type: number;
}

export interface AccessRoutesTable {
  id: Generated<number>;
  utm_source: string;
  utm_medium: string;
  utm_campaign: string;
  utm_term: string | null;
  utm_content: string | null;
  label: string;
}

export interface DeactivateReasonsTable {
  id: number;
  name_en: string;
  name_ja: string;
  sort_order: number;
}

export interface AccountDeletionsTable {
  id: Generated<number>;
  reason_id: number;
  comment: string | null;
  registered: boolean;
  created_at: CreatedAt;
}

/** A job-offer acceptance report (spec §3 inform-of-acceptance form). */
export interface InformAcceptancesTable {
  id: Generated<number>;
  applicant_id: number;
  company_name: string;
  start_date: ColumnType<string, string, string>;
  salary: number;
  about_service: string | null;
  locale: string;
  created_at: CreatedAt;
}

/**
 * A reference list (masters, spec §3 and §7): fixed ids (spec §9 fixes some; never serial), a label
 * per language and a display order. `sort_order_ja`: lists whose Japanese order differs (50-on).
 */
type MasterTable<Extra extends object = Record<never, never>> = {
  id: number;
  name_en: string;
  name_ja: string;
  sort_order: number;
} & Extra;
type Coded = { code: string; sort_order_ja: number };
type InCategory = { category_id: number };

export interface MasterTables {
  japan_regions: MasterTable;
  japan_prefectures: MasterTable<{ region_id: number }>;
  cities: MasterTable<{ prefecture_id: number }>;
  countries: MasterTable<Coded>;
  nationalities: MasterTable<Coded>;
  dialing_codes: MasterTable<Coded & { country_id: number }>;
  languages: MasterTable<Coded>;
  writing_levels: MasterTable;
  jlpt_score_levels: MasterTable;
  japanese_language_experiences: MasterTable;
  language_certificates: MasterTable<{ language_id: number }>;
  language_score_levels: MasterTable<{ language_id: number; certificate_id: number; min_score: number | null }>;
  industry_categories: MasterTable;
  industries: MasterTable<InCategory>;
  job_position_categories: MasterTable;
  job_positions: MasterTable<InCategory>;
  skill_categories: MasterTable;
  skills: MasterTable<InCategory>;
  it_certificate_categories: MasterTable;
  it_certificates: MasterTable<InCategory & { search_text: string }>;
  employment_types: MasterTable;
  company_sizes: MasterTable<{ min_employees: number; max_employees: number | null }>;
  income_ranges: MasterTable<{ min_amount: number | null; max_amount: number | null }>;
  currencies: MasterTable<{ code: string; symbol: string }>;
  years_of_experience_ranges: MasterTable;
  working_statuses: MasterTable;
  job_search_statuses: MasterTable;
  visa_statuses: MasterTable;
  work_permissions: MasterTable;
  educational_levels: MasterTable;
  appeal_points: MasterTable;
  people_percents: MasterTable<{ min_percent: number; max_percent: number }>;
  channels: MasterTable;
  cs_email_notifications: MasterTable;
  scout_decline_reasons: MasterTable;
  popular_keywords: MasterTable<{ search_text: string }>;
}
export type MasterTableName = keyof MasterTables;

export interface DB
  extends MasterTables,
    ProfileTables,
    JobsTables,
    SavedSearchTables,
    CompanyConsoleTables,
    ApproachTables,
    NotificationTables,
    MessageNoticeTables,
    MessageReportTables,
    LiveTables,
    FaqTables,
    CompanyRequestTables,
    ReferralTables,
    StorageTables,
    VideoInterviewTables {
  users: UsersTable;
  sessions: SessionsTable;
  refresh_tokens: RefreshTokensTable;
  user_tokens: UserTokensTable;
  invitations: InvitationsTable;
  social_identities: SocialIdentitiesTable;
  oauth_states: OauthStatesTable;
  oauth_clients: OauthClientsTable;
  access_routes: AccessRoutesTable;
  deactivate_reasons: DeactivateReasonsTable;
  account_deletions: AccountDeletionsTable;
  inform_acceptances: InformAcceptancesTable;
  blog_articles: BlogArticlesTable;
}

export type User = Selectable<UsersTable>;
export type NewUser = Insertable<UsersTable>;
export type UserUpdate = Updateable<UsersTable>;
