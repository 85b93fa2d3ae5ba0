import type { ColumnType, Generated, Selectable } from 'kysely';

/** Table types of saved searches and background jobs (migration 0012); part of `DB` in schema.ts. */
type Timestamp = ColumnType<Date, Date | string, Date | string>;
type CreatedAt = ColumnType<Date, Date | string | undefined, never>;
type UpdatedAt = ColumnType<Date, Date | string | undefined, Date | string>;
type Json = ColumnType<unknown, string | undefined, string>;
/** bigserial: the drivers answer strings or numbers. */
type BigId = ColumnType<string | number, never, never>;

export interface BackgroundJobsTable {
  id: Generated<BigId>;
  name: string;
  payload: Json;
  unique_key: string | null;
  run_at: Timestamp;
  attempts: Generated<number>;
  max_attempts: Generated<number>;
  locked_by: string | null;
  locked_until: Timestamp | null;
  last_error: string | null;
  failed_at: Timestamp | null;
  /** The request that enqueued the job (migration 0039), carried into the job's log lines. */
  request_id: string | null;
  created_at: CreatedAt;
}

export interface SavedSearchesTable {
  id: Generated<number>;
  applicant_id: number;
  name: string;
  conditions: Json;
  conditions_hash: string;
  alert_enabled: Generated<boolean>;
  alert_since: Timestamp;
  swept_at: Timestamp | null;
  last_alerted_at: Timestamp | null;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

export interface SavedSearchAlertMailsTable {
  id: Generated<number>;
  saved_search_id: number;
  applicant_id: number;
  posting_count: number;
  created_at: Timestamp;
  sent_at: Timestamp | null;
  skipped_at: Timestamp | null;
}

export interface SavedSearchAlertsSentTable {
  applicant_id: number;
  job_posting_id: number;
  saved_search_id: number | null;
  alert_mail_id: number | null;
  created_at: CreatedAt;
}

export interface SavedSearchTables {
  background_jobs: BackgroundJobsTable;
  saved_searches: SavedSearchesTable;
  saved_search_alert_mails: SavedSearchAlertMailsTable;
  saved_search_alerts_sent: SavedSearchAlertsSentTable;
}

export type SavedSearchRow = Selectable<SavedSearchesTable>;
