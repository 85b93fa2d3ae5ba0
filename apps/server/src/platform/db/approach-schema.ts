import type { ColumnType, Generated, Selectable } from 'kysely';

/** Table types of approaches and applications (migration 0014, ADR 0018); part of `DB` in schema.ts. */
type Timestamp = ColumnType<Date, Date | string, Date | string>;
type CreatedAt = ColumnType<Date, Date | string | undefined, never>;
type UpdatedAt = ColumnType<Date, Date | string | undefined, Date | string>;
type Jsonb<T> = ColumnType<T, string | undefined, string>;

export type ScoutReply = 'applied' | 'declined' | 'know_more' | 'liked';
export type PinResponse = 'know_more' | 'liked';

export interface ApproachesTable {
  id: Generated<number>;
  applicant_id: number;
  job_posting_id: number;
  company_id: number;
  saved_at: Timestamp | null;
  hidden_at: Timestamp | null;
  know_more_at: Timestamp | null;
  applied_at: Timestamp | null;
  scouted_at: Timestamp | null;
  scout_expires_at: Timestamp | null;
  scout_reply: ScoutReply | null;
  scout_replied_at: Timestamp | null;
  scout_decline_reason_id: number | null;
  company_pinned_at: Timestamp | null;
  company_liked_at: Timestamp | null;
  pin_response: PinResponse | null;
  pin_responded_at: Timestamp | null;
  pin_hidden_at: Timestamp | null;
  matched_at: Timestamp | null;
  scout_read_at: Timestamp | null;
  pin_read_at: Timestamp | null;
  applied_read_at: Timestamp | null;
  interest_read_at: Timestamp | null;
  match_read_at: Timestamp | null;
  /** Messaging (migration 0016, ADR 0023). */
  thread_code: Generated<string>;
  last_message_id: Generated<number>;
  last_message_at: Timestamp | null;
  applicant_read_message_id: Generated<number>;
  company_read_message_id: Generated<number>;
  /** The newest message each side reads as new (migration 0032, ADR 0042). */
  applicant_incoming_message_id: Generated<number>;
  company_incoming_message_id: Generated<number>;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

export interface ApproachMessagesTable {
  id: Generated<number>;
  approach_id: number;
  type: number;
  status: number | null;
  sender_type: number;
  sender_user_id: number | null;
  body: string | null;
  decline_reason_id: number | null;
  /** Messaging (migration 0016, ADR 0023). */
  client_id: string | null;
  body_original: string | null;
  application_status: number | null;
  /** The video interview a message of type 7, 8 or 9 is about (migration 0035, ADR 0047). */
  video_interview_id: number | null;
  created_at: CreatedAt;
}

/** A file of a message, or a draft not yet sent (migration 0018, ADR 0025). */
export interface MessageAttachmentsTable {
  id: Generated<number>;
  approach_id: number;
  sender_type: number;
  uploader_user_id: number | null;
  message_id: number | null;
  storage_key: string;
  kind: 'image' | 'video' | 'document';
  mime_type: string;
  size_bytes: number;
  name: string;
  name_original: string | null;
  created_at: CreatedAt;
}

/** One answer to a posting's confirmation question. */
export interface ApplyAnswer {
  question_id: string;
  answer: string;
}

/** One confirmation question of a posting (`job_postings.apply_questions`). */
export interface ApplyQuestion {
  id: string;
  question_en: string | null;
  question_ja: string | null;
}

export interface ApplicationsTable {
  id: Generated<number>;
  applicant_id: number;
  job_posting_id: number;
  company_id: number;
  status: Generated<number>;
  answers: Jsonb<ApplyAnswer[]>;
  status_changed_at: UpdatedAt;
  /** When the company first opened its applications after this one came (migration 0022). */
  company_seen_at: Timestamp | null;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

export interface ApplicationStatusChangesTable {
  id: Generated<number>;
  application_id: number;
  status: number;
  changed_at: UpdatedAt;
  changed_by_user_id: number | null;
}

export interface ApproachTables {
  approaches: ApproachesTable;
  approach_messages: ApproachMessagesTable;
  message_attachments: MessageAttachmentsTable;
  applications: ApplicationsTable;
  application_status_changes: ApplicationStatusChangesTable;
}

export type ApproachRow = Selectable<ApproachesTable>;
export type ApplicationRow = Selectable<ApplicationsTable>;
