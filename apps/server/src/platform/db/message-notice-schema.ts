import type { ColumnType } from 'kysely';

/** Table types of the message e-mail notices (migration 20261126-0020, ADR 0027); part of `DB`. */
type Timestamp = ColumnType<Date, Date | string, Date | string>;
type UpdatedAt = ColumnType<Date, Date | string | undefined, Date | string>;

/** Who receives a thread's notice: the applicant, or the company's members. */
export type NoticeSide = 'applicant' | 'company';

export interface MessageEmailNoticesTable {
  approach_id: number;
  side: NoticeSide;
  /** The kinds of the messages waiting for the next mail (email-notices/notice-kinds.ts). */
  kinds: ColumnType<string[], string[] | undefined, string[]>;
  /** When the next mail is due; null when nothing waits. */
  due_at: Timestamp | null;
  last_sent_at: Timestamp | null;
  updated_at: UpdatedAt;
}

export interface MessageNoticeTables {
  message_email_notices: MessageEmailNoticesTable;
}
