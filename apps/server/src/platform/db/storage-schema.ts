import type { ColumnType, Generated } from 'kysely';

/** A file the virus scan kept back (migration 0033, ADR 0044). */
export interface QuarantinedFilesTable {
  id: Generated<number>;
  storage_key: string;
  purpose:
    | 'profile_photo'
    | 'profile_video'
    | 'message_attachment'
    | 'company_image'
    | 'video_interview_answer'
    | 'cv_document';
  uploader_user_id: number | null;
  file_name: string;
  size_bytes: number;
  verdict: 'infected' | 'unreadable';
  detail: string;
  created_at: ColumnType<Date, Date | undefined, never>;
}

/** A resumable (tus) upload in progress, and its lock (migration 0034, ADR 0045). */
export interface ResumableUploadsTable {
  id: string;
  owner_user_id: number;
  purpose: 'profile_video' | 'video_interview_answer' | 'message_attachment';
  file_name: string;
  declared_type: string;
  size_bytes: number;
  context: string;
  created_at: ColumnType<Date, Date, never>;
  lock_token: string | null;
  lock_expires_at: Date | null;
  release_requested: Generated<boolean>;
}

export interface StorageTables {
  quarantined_files: QuarantinedFilesTable;
  resumable_uploads: ResumableUploadsTable;
}
