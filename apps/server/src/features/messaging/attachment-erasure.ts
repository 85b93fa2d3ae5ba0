import type { FastifyBaseLogger } from 'fastify';
import type { Deps } from '../../platform/deps.ts';
import { fileStorage } from '../../platform/storage/storage.ts';
import { deleteApplicantThreadAttachments } from './attachments.repository.ts';

/**
 * Account deletion (public to that feature, docs/architecture.json): the threads of a deleted
 * applicant leave both lists (ADR 0023), so their files — the applicant's and those the company
 * sent — can no longer be reached by anyone and go, rows first, then the files (ADR 0025). For
 * the account-deletion service to call after its transaction, as profile media's erasure.
 */
export async function eraseApplicantAttachments(
  deps: Deps,
  applicantId: number,
  log: Pick<FastifyBaseLogger, 'warn'>,
): Promise<void> {
  const keys = await deleteApplicantThreadAttachments(deps.db, applicantId);
  const storage = fileStorage(deps.config);
  for (const key of keys) {
    try {
      await storage.remove(key);
    } catch (err) {
      log.warn({ err, key }, 'message attachment file could not be removed');
    }
  }
}
