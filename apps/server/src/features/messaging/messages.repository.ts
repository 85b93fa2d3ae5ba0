import { sql } from 'kysely';
import type { MessageReportStatus } from '@hashi/shared/message-report.schema';
import type { Database } from '../../platform/db/database.ts';
import { type Side, visibleTo } from './threads.repository.ts';

export interface MessageRow {
  id: number;
  type: number;
  status: number | null;
  sender_type: number;
  body: string | null;
  body_original: string | null;
  application_status: number | null;
  decline_reason_en: string | null;
  decline_reason_ja: string | null;
  /** The status of the message's report, or null when nobody reported it (ADR 0026). */
  report_status: MessageReportStatus | null;
  /** The video interview of a message of type 7, 8 or 9 (ADR 0047), else null. */
  video_interview_id: number | null;
  vi_deadline_at: Date | null;
  vi_completed_at: Date | null;
  vi_answers_deleted_at: Date | null;
  created_at: Date;
}

/**
 * A message as a conversation row, with its decline reason in both languages, its report's status
 * and, for a video interview's messages, the interview's dates (ADR 0047).
 */
const MESSAGE_SELECT = sql`select m.id, m.type, m.status, m.sender_type, m.body, m.body_original,
    m.application_status, r.name_en as decline_reason_en, r.name_ja as decline_reason_ja,
    mr.status as report_status, vi.id as video_interview_id, vi.deadline_at as vi_deadline_at,
    vi.completed_at as vi_completed_at, vi.answers_deleted_at as vi_answers_deleted_at, m.created_at
  from approach_messages m left join scout_decline_reasons r on r.id = m.decline_reason_id
  left join message_reports mr on mr.message_id = m.id
  left join video_interviews vi on vi.id = m.video_interview_id`;

/**
 * A page of a thread's messages as the side sees them, oldest first: the newest `limit`, or those
 * before message `before`. `hasEarlier` says whether older ones remain.
 */
export async function conversationPage(
  db: Database,
  side: Side,
  approachId: number,
  page: { before?: number; limit: number },
): Promise<{ rows: MessageRow[]; hasEarlier: boolean }> {
  const before = page.before === undefined ? sql`true` : sql`m.id < ${page.before}`;
  const { rows } = await sql<MessageRow>`${MESSAGE_SELECT}
    where m.approach_id = ${approachId} and ${visibleTo(side, 'm')} and ${before}
    order by m.id desc limit ${page.limit + 1}`.execute(db);
  const hasEarlier = rows.length > page.limit;
  return { rows: rows.slice(0, page.limit).reverse(), hasEarlier };
}

/** The message a side already sent with this client id in this thread (a resend). */
export function findByClientId(db: Database, approachId: number, senderType: number, clientId: string) {
  return db
    .selectFrom('approach_messages')
    .select('id')
    .where('approach_id', '=', approachId)
    .where('sender_type', '=', senderType)
    .where('client_id', '=', clientId)
    .executeTakeFirst();
}

/** One message of the thread, as a conversation row. */
export async function messageRow(db: Database, id: number): Promise<MessageRow> {
  const { rows } = await sql<MessageRow>`${MESSAGE_SELECT} where m.id = ${id}`.execute(db);
  const row = rows[0];
  if (!row) throw new Error(`message ${id} is missing`);
  return row;
}

/**
 * Moves the side's read mark up to `lastMessageId` (never down, never past the thread's newest
 * message); answers whether it moved. The caller holds the approach row's lock.
 */
export async function markThreadRead(
  db: Database,
  side: Side,
  approachId: number,
  lastMessageId: number,
): Promise<boolean> {
  const column = side.kind === 'applicant' ? 'applicant_read_message_id' : 'company_read_message_id';
  const target = sql`least(${lastMessageId}::integer, last_message_id)`;
  const result = await sql`update approaches set ${sql.ref(column)} = ${target}
    where id = ${approachId} and ${target} > coalesce(${sql.ref(column)}, 0)`.execute(db);
  return Number(result.numAffectedRows ?? 0n) > 0;
}
