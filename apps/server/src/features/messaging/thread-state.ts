import type { ThreadState } from '@hashi/shared/messaging.schema';

/** What a thread's state is read from: its approach and application (ADR 0023). */
export interface ThreadStateFacts {
  application_status: number | null;
  matched_at: Date | string | null;
  scouted_at: Date | string | null;
  company_pinned_at: Date | string | null;
  company_liked_at: Date | string | null;
}

/**
 * Where a thread stands, most advanced first. Public: the admins' report review shows the state of
 * the reported message's thread in the same words.
 */
export function threadState(row: ThreadStateFacts): ThreadState {
  if (row.application_status !== null) return 'applied';
  if (row.matched_at) return 'matched';
  if (row.scouted_at) return 'scouted';
  if (row.company_pinned_at || row.company_liked_at) return 'contacted';
  return 'know_more';
}
