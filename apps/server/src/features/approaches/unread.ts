import type { Database } from '../../platform/db/database.ts';
import { countUnread } from './approaches.repository.ts';

/** The applicant's unread approach counts per list (ADR 0018). Public: the notifications summary shows them. */
export function approachUnread(db: Database, applicantId: number) {
  return countUnread(db, applicantId);
}
