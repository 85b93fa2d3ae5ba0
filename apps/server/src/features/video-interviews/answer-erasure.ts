import type { FastifyBaseLogger } from 'fastify';
import type { Deps } from '../../platform/deps.ts';
import { removeAnswerFiles } from './answer-files.ts';
import { deleteApplicantAnswers } from './video-interviews.repository.ts';

/**
 * Account deletion (public to that feature, docs/architecture.json): a deleted applicant's video
 * interview answers and their videos are personal data, so they go at once rather than after the
 * 30 days (ADR 0047) — rows first (both sides then see the answers as deleted), then the files.
 * For the account-deletion service to call after its transaction, as profile media's erasure.
 */
export async function eraseApplicantInterviewAnswers(
  deps: Deps,
  applicantId: number,
  log: Pick<FastifyBaseLogger, 'warn'>,
): Promise<void> {
  const keys = await deleteApplicantAnswers(deps.db, applicantId, deps.now());
  await removeAnswerFiles(deps, keys, log);
}
