import type { ApproachItem } from '@hashi/shared/approach.schema';
import type { Locale } from '@hashi/shared/constants';
import type { Deps } from '../../platform/deps.ts';
import { notFound } from '../../platform/errors.ts';
import { approachItems } from './approach-view.ts';
import { findApproach, updateApproach } from './approaches.repository.ts';

/**
 * POST unsave: the applicant's own save is theirs to remove (issue 13), from an open or closed
 * posting. Only the save goes: Know More, an application, a scout and hiding stay as they are, and
 * the save message stays in the history (threads never show it). Unsaving what is not saved
 * changes nothing; a posting the applicant never acted on is not found for them.
 */
export async function unsavePosting(
  deps: Deps,
  locale: Locale,
  applicantId: number,
  postingId: number,
): Promise<{ data: ApproachItem }> {
  const before = await findApproach(deps.db, applicantId, postingId);
  if (!before) throw notFound();
  const row = before.saved_at ? await updateApproach(deps.db, before.id, { saved_at: null }, deps.now()) : before;
  const [item] = await approachItems(deps, locale, applicantId, [row ?? before], null);
  if (!item) throw notFound();
  return { data: item };
}
