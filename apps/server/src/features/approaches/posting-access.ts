import { APPROACH_MESSAGES } from '@hashi/shared/approach.schema';
import { ErrorCode } from '@hashi/shared/error-codes';
import { JobPostingStatus } from '@hashi/shared/jobs-enums';
import type { Database } from '../../platform/db/database.ts';
import { AppError, notFound } from '../../platform/errors.ts';
import { keepsSeeingPosting } from '../job-postings/job-postings.repository.ts';
import { findPostingFacts } from './approaches.repository.ts';

export type PostingFacts = NonNullable<Awaited<ReturnType<typeof findPostingFacts>>>;

export const isOpen = (p: Pick<PostingFacts, 'status' | 'is_closed'>) =>
  p.status === JobPostingStatus.Published && !p.is_closed;

export const conflict = (messageKey: string) => new AppError(ErrorCode.Conflict, { messageKey });

/**
 * The posting as the applicant may see it: open and published, or closed after publishing and one
 * they saved, applied to or were scouted for (as canSeePosting). Anything else is 404: its
 * existence is not disclosed.
 */
export async function visiblePostingFor(db: Database, applicantId: number, id: number): Promise<PostingFacts> {
  const posting = await findPostingFacts(db, id);
  if (!posting) throw notFound();
  if (isOpen(posting)) return posting;
  const closedAfterPublishing =
    posting.is_closed &&
    (posting.status === JobPostingStatus.Published || posting.status === JobPostingStatus.Inactive);
  if (closedAfterPublishing && (await keepsSeeingPosting(db, applicantId, id))) return posting;
  throw notFound();
}

/** The posting, which must be open for a new save, Know More or application (409 when it closed). */
export async function openPostingFor(db: Database, applicantId: number, id: number): Promise<PostingFacts> {
  const posting = await visiblePostingFor(db, applicantId, id);
  if (!isOpen(posting)) throw conflict(APPROACH_MESSAGES.notOpen);
  return posting;
}
