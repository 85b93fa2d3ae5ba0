import { APPROACH_MESSAGES } from '@hashi/shared/approach.schema';
import { ErrorCode } from '@hashi/shared/error-codes';
import type { ApplyAnswer, ApplyQuestion } from '../../platform/db/approach-schema.ts';
import type { Database } from '../../platform/db/database.ts';
import { AppError } from '../../platform/errors.ts';
import { applyBlock, insertApplication } from './applications.repository.ts';
import { bumpPostingCounter, settleMatch, upsertApproach } from './approaches.repository.ts';
import { conflict, type PostingFacts } from './posting-access.ts';

const BLOCK_MESSAGES = {
  already_applied: APPROACH_MESSAGES.alreadyApplied,
  application_rejected: APPROACH_MESSAGES.applicationRejected,
  scout_declined: APPROACH_MESSAGES.scoutDeclined,
  company_rejected: APPROACH_MESSAGES.companyRejected,
} as const;

/** Every question of the posting answered (not blank), in the posting's order; unknown ids dropped. */
export function checkAnswers(questions: readonly ApplyQuestion[], answers: readonly ApplyAnswer[]): ApplyAnswer[] {
  const given = new Map(answers.map((a) => [a.question_id, a.answer.trim()]));
  const checked = questions.map((q) => ({ question_id: q.id, answer: given.get(q.id) ?? '' }));
  if (checked.some((a) => a.answer === '')) {
    throw new AppError(ErrorCode.Validation, {
      messageKey: APPROACH_MESSAGES.answerAll,
      fieldErrors: { answers: [APPROACH_MESSAGES.answerAll] },
    });
  }
  return checked;
}

/**
 * The application, inside the caller's transaction: refused (409) when the applicant applied
 * already, was rejected for this posting, declined its scout, or was rejected by the company;
 * otherwise one row by the unique key — of simultaneous applies one inserts, the others get 409.
 * Counts the application in the posting's popularity and marks the approach applied.
 */
export async function applyTo(
  trx: Database,
  applicantId: number,
  posting: PostingFacts,
  answers: readonly ApplyAnswer[],
  now: Date,
): Promise<number> {
  const checked = checkAnswers(posting.apply_questions, answers);
  const block = await applyBlock(trx, applicantId, posting);
  if (block) throw conflict(BLOCK_MESSAGES[block]);
  const id = await insertApplication(
    trx,
    { applicantId, postingId: posting.id, companyId: posting.company_id, answers: checked },
    now,
  );
  if (id === undefined) throw conflict(APPROACH_MESSAGES.alreadyApplied);
  const approach = await upsertApproach(
    trx,
    { applicantId, postingId: posting.id, companyId: posting.company_id },
    { applied_at: now, applied_read_at: now, hidden_at: null },
    now,
  );
  await bumpPostingCounter(trx, posting.id, 'application_count');
  await settleMatch(trx, approach.id, now);
  return approach.id;
}
