import { sql } from 'kysely';
import type { Database } from '../../platform/db/database.ts';
import { NOTICE_DELAY_MS, NOTICE_WINDOW_MS, noticeOf } from './notice-kinds.ts';

/**
 * Marks a thread as owing its recipient an e-mail (ADR 0027), in the transaction that stores the
 * message. Public: approaches/thread-messages.repository.ts calls it for every message, so no path
 * that writes one is missed. The first message of a burst sets the time the mail is due (its own
 * time plus a short delay, and never within the window after the thread's last mail); the later
 * ones only add their kind.
 */
export async function queueMessageNotice(
  db: Database,
  message: { approach_id: number; type: number; sender_type: number; application_status?: number | null },
  now: Date,
): Promise<void> {
  const notice = noticeOf(message);
  if (!notice) return;
  const due = new Date(now.getTime() + NOTICE_DELAY_MS);
  await sql`insert into message_email_notices (approach_id, side, kinds, due_at, updated_at)
    values (${message.approach_id}, ${notice.side}, array[${notice.kind}]::text[], ${due}, ${now})
    on conflict (approach_id, side) do update set
      kinds = array(select distinct k from unnest(message_email_notices.kinds || excluded.kinds) k order by 1),
      due_at = coalesce(message_email_notices.due_at,
        greatest(excluded.due_at, message_email_notices.last_sent_at + ${NOTICE_WINDOW_MS}::integer * interval '1 millisecond')),
      updated_at = excluded.updated_at`.execute(db);
}
