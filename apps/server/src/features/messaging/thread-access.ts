import type { WriteBlock } from '@hashi/shared/messaging.schema';
import type { Database } from '../../platform/db/database.ts';
import { writeBlock } from './messaging.service.ts';
import { findWritableThread } from './threads.repository.ts';

/**
 * The company's thread with this code, as a send finds it (ADR 0023): its approach, its applicant
 * and why the company may not write in it (`closed`), or undefined for an unknown code and for
 * another company's thread alike. Public: a video interview is sent into a thread (ADR 0047) under
 * the same rules as a message.
 */
export async function companyThreadForSend(
  db: Database,
  companyId: number,
  code: string,
): Promise<{ approachId: number; applicantId: number; threadCode: string; block: WriteBlock | null } | undefined> {
  const side = { kind: 'company', companyId } as const;
  const row = await findWritableThread(db, side, code);
  if (!row) return undefined;
  return {
    approachId: row.id,
    applicantId: row.applicant_id,
    threadCode: row.thread_code,
    block: writeBlock(side, row),
  };
}
