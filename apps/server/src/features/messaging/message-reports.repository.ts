import type { MessageReportReason, ReporterSide } from '@hashi/shared/message-report.schema';
import type { Database } from '../../platform/db/database.ts';
import { type Side, visibleTo } from './threads.repository.ts';

/** A message of this thread that the side sees, or undefined (another thread's, unknown, hidden). */
export function findThreadMessage(db: Database, side: Side, approachId: number, messageId: number) {
  return db
    .selectFrom('approach_messages as m')
    .select(['m.id', 'm.sender_type'])
    .where('m.id', '=', messageId)
    .where('m.approach_id', '=', approachId)
    .where(visibleTo(side, 'm'))
    .executeTakeFirst();
}

const REPORT_COLUMNS = ['id', 'message_id', 'reason', 'note', 'created_at'] as const;

/**
 * Records a report, unless the message was reported already: a message has one report (only its
 * recipient side can report it). Answers the new report, or undefined when one was there.
 */
export function insertReport(
  db: Database,
  report: {
    message_id: number;
    approach_id: number;
    reporter_side: ReporterSide;
    reporter_user_id: number;
    reason: MessageReportReason;
    note: string | null;
    created_at: Date;
  },
) {
  return db
    .insertInto('message_reports')
    .values({ ...report, updated_at: report.created_at })
    .onConflict((oc) => oc.column('message_id').doNothing())
    .returning(REPORT_COLUMNS)
    .executeTakeFirst();
}

export function findReportOfMessage(db: Database, messageId: number) {
  return db
    .selectFrom('message_reports')
    .select(REPORT_COLUMNS)
    .where('message_id', '=', messageId)
    .executeTakeFirstOrThrow();
}
