import { CONTACT_STAGES } from '@hashi/shared/application-status';
import { type RawBuilder, sql } from 'kysely';
import { ApplyStatus, MessageType, SenderType } from '@hashi/shared/enums';
import type { ApproachMessagesTable } from '../../platform/db/approach-schema.ts';
import { companyAudience, userAudience } from '@hashi/shared/live.schema';
import type { Database } from '../../platform/db/database.ts';
import { recordLiveEvent } from '../../platform/live/live-events.repository.ts';
import { queueMessageNotice } from '../email-notices/notice-queue.repository.ts';

/**
 * The thread's history (ADR 0018, ADR 0023): every message of an approach goes in through here, so
 * the thread's newest message and the read marks stay exact. Public: the messaging feature and the
 * company's status changes write through it.
 */

/**
 * Whether the message `m` (an alias of approach_messages) is one the reader finds new when it
 * arrives: the other side's, and the system's status changes for the applicant, except the one
 * the applicant's own application made (status 1), which the company reads as a new application.
 * Never the applicant's private saves (type 14), and never the invisible status (10) for the
 * applicant. Public: the messaging feature counts unread messages by it (ADR 0023).
 */
export function readAsNewBy(reader: 'applicant' | 'company', m: string): RawBuilder<boolean> {
  const alias = sql.raw(m);
  const application = sql<boolean>`(${alias}.sender_type = ${SenderType.System} and ${alias}.application_status = ${ApplyStatus.DocumentSelection})`;
  if (reader === 'applicant') {
    return sql<boolean>`(${alias}.type <> ${MessageType.Save} and ${alias}.sender_type <> ${SenderType.JobSeeker}
      and not ${application} and ${alias}.application_status is distinct from ${ApplyStatus.Invisible})`;
  }
  return sql<boolean>`(${alias}.type <> ${MessageType.Save}
    and (${alias}.sender_type = ${SenderType.JobSeeker} or ${application}))`;
}

/** The message's id when `reader` reads it as new, else the column's value: the incoming mark (ADR 0042). */
function incomingMark(reader: 'applicant' | 'company', messageId: number) {
  const column = sql.ref(reader === 'applicant' ? 'applicant_incoming_message_id' : 'company_incoming_message_id');
  return sql<number>`case when exists (select 1 from approach_messages n where n.id = ${messageId}
    and ${readAsNewBy(reader, 'n')}) then ${messageId}::integer else ${column} end`;
}

type NewMessage = Omit<
  ApproachMessagesTable,
  'id' | 'created_at' | 'client_id' | 'body_original' | 'application_status' | 'video_interview_id'
> &
  Partial<Pick<ApproachMessagesTable, 'client_id' | 'body_original' | 'application_status' | 'video_interview_id'>>;

/**
 * Adds a message to the approach's thread and makes it the thread's newest (ADR 0023), except the
 * applicant's own saves (type 14), which only they know of, and a change to the invisible status
 * (10), which the applicant must not see (the thread list would show it as the newest message).
 * Each side's incoming mark moves to a message it reads as new (ADR 0042), so that a thread is
 * unread for it exactly when that mark is past its read mark. A newest message is announced to both sides' event streams when the transaction commits
 * (ADR 0028); a message the other side reads as new also owes them an e-mail notice (ADR 0027).
 * The caller holds the approach row's lock (every path locks or upserts it first), so ids grow
 * within a thread in commit order.
 */
export async function insertMessage(
  db: Database,
  message: NewMessage,
  now: Date,
  /** The side that wrote it and has therefore read the thread up to it (a free message's sender). */
  readBy?: 'applicant' | 'company',
) {
  const row = await db
    .insertInto('approach_messages')
    .values({ ...message, created_at: now })
    .returningAll()
    .executeTakeFirstOrThrow();
  if (message.type !== MessageType.Save && message.application_status !== ApplyStatus.Invisible) {
    const thread = await db
      .updateTable('approaches')
      .set({
        last_message_id: row.id,
        last_message_at: now,
        applicant_incoming_message_id: incomingMark('applicant', row.id),
        company_incoming_message_id: incomingMark('company', row.id),
        ...(readBy === 'applicant' ? { applicant_read_message_id: row.id } : {}),
        ...(readBy === 'company' ? { company_read_message_id: row.id } : {}),
      })
      .where('id', '=', message.approach_id)
      .returning(['applicant_id', 'company_id', 'thread_code'])
      .executeTakeFirstOrThrow();
    await recordLiveEvent(db, [userAudience(thread.applicant_id), companyAudience(thread.company_id)], 'message', {
      code: thread.thread_code,
      message_id: row.id,
    });
  }
  // The other side's e-mail notice (ADR 0027), committed with the message or not at all.
  await queueMessageNotice(db, message, now);
  return row;
}

/**
 * Locks the approach of an application (lock order of ADR 0018: the approach row first) and
 * answers its id, applicant and thread code, or undefined when the application does not exist.
 */
export async function lockApproachOfApplication(db: Database, applicationId: number) {
  const row = await db
    .selectFrom('approaches')
    .innerJoin('applications', (j) =>
      j
        .onRef('applications.applicant_id', '=', 'approaches.applicant_id')
        .onRef('applications.job_posting_id', '=', 'approaches.job_posting_id'),
    )
    .select(['approaches.id', 'approaches.applicant_id', 'approaches.thread_code'])
    .where('applications.id', '=', applicationId)
    .forUpdate('approaches')
    .executeTakeFirst();
  return row;
}

/**
 * Whether an application of the applicant to the company stands at a contact stage (ADR 0021):
 * from then on, texts between them keep their contact details (ADR 0023).
 */
export async function atContactStage(db: Database, companyId: number, applicantId: number): Promise<boolean> {
  const row = await db
    .selectFrom('applications')
    .select('id')
    .where('company_id', '=', companyId)
    .where('applicant_id', '=', applicantId)
    .where('status', 'in', [...CONTACT_STAGES])
    .executeTakeFirst();
  return row !== undefined;
}
