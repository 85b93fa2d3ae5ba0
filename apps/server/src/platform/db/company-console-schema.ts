import type { ColumnType, Generated, Selectable } from 'kysely';

/** Table types of company accounts, admin notices, scout templates and posting reviews (migration 0013, ADR 0019); part of `DB`. */
type Timestamp = ColumnType<Date, Date | string, Date | string>;
type CreatedAt = ColumnType<Date, Date | string | undefined, never>;
type UpdatedAt = ColumnType<Date, Date | string | undefined, Date | string>;

export type CompanyMemberRole = 'owner' | 'member';

export interface CompanyMembersTable {
  user_id: number;
  company_id: number;
  role: ColumnType<CompanyMemberRole, CompanyMemberRole | undefined, CompanyMemberRole>;
  /** The member's e-mail for new applications (ADR 0027); on unless they unsubscribed. */
  email_applications: ColumnType<boolean, boolean | undefined, boolean>;
  /** The member's e-mail for applicants' messages and replies (ADR 0027). */
  email_replies: ColumnType<boolean, boolean | undefined, boolean>;
  created_at: CreatedAt;
}

export interface AdminNoticesTable {
  id: Generated<number>;
  title_en: string;
  title_ja: string;
  body_en: string;
  body_ja: string;
  /** Null: a draft; applicants see a notice from this moment on. */
  published_at: Timestamp | null;
  created_by: number | null;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

export interface ScoutTemplatesTable {
  id: Generated<number>;
  company_id: number;
  name: string;
  body_en: string | null;
  body_ja: string | null;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

export type PostingReviewAction = 'approve' | 'decline' | 'suspend' | 'unsuspend';

export interface JobPostingReviewsTable {
  id: Generated<number>;
  job_posting_id: number;
  action: PostingReviewAction;
  /** The decline reason, or an optional note on a suspension. */
  reason: string | null;
  admin_id: number | null;
  created_at: CreatedAt;
}

export interface CompanyConsoleTables {
  company_members: CompanyMembersTable;
  admin_notices: AdminNoticesTable;
  scout_templates: ScoutTemplatesTable;
  job_posting_reviews: JobPostingReviewsTable;
}

export type AdminNoticeRow = Selectable<AdminNoticesTable>;
export type ScoutTemplateRow = Selectable<ScoutTemplatesTable>;
