import type { ColumnType, Generated, Selectable } from 'kysely';

/** Table types of video interviews (migration 0035, ADR 0047); part of `DB` in schema.ts. */
type Timestamp = ColumnType<Date, Date | string, Date | string>;
type CreatedAt = ColumnType<Date, Date | string | undefined, never>;
type UpdatedAt = ColumnType<Date, Date | string | undefined, Date | string>;
type Jsonb<T> = ColumnType<T, string, string>;

/** A question as stored: the fields of its type (spec §3), the others absent. */
export interface StoredQuestion {
  type: 1 | 2 | 3;
  text: string;
  options?: string[];
  thinking_seconds?: number;
  answer_seconds?: number;
  takes?: number;
}
export interface StoredPractice {
  text: string;
  thinking_seconds: number;
  answer_seconds: number;
}

export interface VideoInterviewTemplatesTable {
  id: Generated<number>;
  company_id: number;
  name: string;
  intro: string;
  practice_question: ColumnType<StoredPractice | null, string | null, string | null>;
  questions: Jsonb<StoredQuestion[]>;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

export interface VideoInterviewsTable {
  id: Generated<number>;
  approach_id: number;
  company_id: number;
  applicant_id: number;
  template_id: number | null;
  sent_by_user_id: number | null;
  name: string;
  intro: string;
  practice_question: ColumnType<StoredPractice | null, string | null, string | null>;
  questions: Jsonb<StoredQuestion[]>;
  deadline_at: Timestamp;
  completed_at: Timestamp | null;
  answers_deleted_at: Timestamp | null;
  created_at: CreatedAt;
}

export interface VideoInterviewAnswersTable {
  id: Generated<number>;
  interview_id: number;
  question_no: number;
  type: number;
  selected_option: number | null;
  text: string | null;
  storage_key: string | null;
  mime_type: string | null;
  size_bytes: number | null;
  file_name: string | null;
  takes_used: Generated<number>;
  message_id: number | null;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

export interface VideoInterviewReviewsTable {
  id: Generated<number>;
  interview_id: number;
  user_id: number;
  rating: number | null;
  comment: string | null;
  updated_at: UpdatedAt;
}

export interface VideoInterviewTables {
  video_interview_templates: VideoInterviewTemplatesTable;
  video_interviews: VideoInterviewsTable;
  video_interview_answers: VideoInterviewAnswersTable;
  video_interview_reviews: VideoInterviewReviewsTable;
}

export type TemplateRow = Selectable<VideoInterviewTemplatesTable>;
export type InterviewRow = Selectable<VideoInterviewsTable>;
export type AnswerRow = Selectable<VideoInterviewAnswersTable>;
export type ReviewRow = Selectable<VideoInterviewReviewsTable>;
