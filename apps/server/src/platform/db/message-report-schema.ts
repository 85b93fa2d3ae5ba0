import type { ColumnType, Generated } from 'kysely';
import type { MessageReportReason, MessageReportStatus, ReporterSide } from '@hashi/shared/message-report.schema';

/** Table types of message reports (migration 20261126-0019, ADR 0026); part of `DB` in schema.ts. */
type Timestamp = ColumnType<Date, Date | string, Date | string>;

export interface MessageReportsTable {
  id: Generated<number>;
  message_id: number;
  approach_id: number;
  reporter_side: ReporterSide;
  reporter_user_id: number | null;
  reason: MessageReportReason;
  note: string | null;
  status: Generated<MessageReportStatus>;
  admin_note: string | null;
  decided_by: number | null;
  decided_at: Timestamp | null;
  created_at: ColumnType<Date, Date | string | undefined, Date | string>;
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>;
}

export interface MessageReportTables {
  message_reports: MessageReportsTable;
}
