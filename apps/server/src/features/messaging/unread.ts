import type { Database } from '../../platform/db/database.ts';
import { countUnread, type Side } from './threads.repository.ts';

export type { Side as MessagingSide };

/**
 * The applicant's unread messages over all threads (ADR 0023): the badge's number. Public: the
 * notifications summary shows it.
 */
export async function unreadMessageCount(db: Database, applicantId: number): Promise<number> {
  return (await countUnread(db, { kind: 'applicant', applicantId })).messages;
}

/**
 * The side's unread messages in one thread, by the badge's own query: 0 as well for a thread the
 * side may no longer see (a pulled posting, an applicant who excluded the company). Public: the
 * e-mail notices mail only a thread that is still unread (ADR 0027).
 */
export async function threadUnreadCount(db: Database, side: Side, approachId: number): Promise<number> {
  return (await countUnread(db, side, { approachId })).messages;
}

/** GET …/messages/unread's answer (the shell's /messages badge). Public: a signed-in paint starts with it (ADR 0048). */
export { unreadMessages } from './messaging.service.ts';
