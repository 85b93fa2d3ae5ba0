import type { Database } from '../../platform/db/database.ts';
import { countUnread } from './approaches.repository.ts';

/** The applicant's unread approach counts per list (ADR 0018). Public: the notifications summary shows them. */
export function approachUnread(db: Database, applicantId: number) {
  return countUnread(db, applicantId);
}

/** GET …/approach/unread's answer (the shell's /approach badge). Public: a signed-in paint starts with it (ADR 0048). */
export { unreadCounts } from './approaches.service.ts';
