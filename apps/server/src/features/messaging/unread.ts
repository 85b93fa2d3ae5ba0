import type { Database } from '../../platform/db/database.ts';
import { countUnread } from './threads.repository.ts';

/**
 * The applicant's unread messages over all threads (ADR 0023): the badge's number and the e-mail
 * notices' idea of unread. Public: the notifications summary shows it.
 */
export async function unreadMessageCount(db: Database, applicantId: number): Promise<number> {
  return (await countUnread(db, { kind: 'applicant', applicantId })).messages;
}
