import type {
  ApproachListName,
  ApproachListResponse,
  ApproachPage,
  PostingApproach,
  UnreadCounts,
} from '@hashi/shared/approach.schema';
import type { Locale } from '@hashi/shared/constants';
import type { RecommendationRequest, RecommendationResponse } from '@hashi/shared/recommendation.schema';
import type { Deps } from '../../platform/deps.ts';
import { notFound } from '../../platform/errors.ts';
import { recommendJobPostings } from '../recommendations/recommendations.service.ts';
import { applyBlock } from './applications.repository.ts';
import { applicationView, approachItems, pinView, scoutView, viewContext } from './approach-view.ts';
import {
  approachesOfPostings,
  countUnread,
  findApproach,
  LIST_OF_READ,
  type ListName,
  listApproaches,
  markRead,
} from './approaches.repository.ts';
import { isOpen, visiblePostingFor } from './posting-access.ts';

/** GET scouts, interests, saves, applies, hidden (v2) and the pins and matches lists: one page, newest first. */
export async function approachList(
  deps: Deps,
  locale: Locale,
  applicantId: number,
  list: ListName,
  page: ApproachPage,
): Promise<ApproachListResponse> {
  const { rows, total } = await listApproaches(deps.db, applicantId, list, {
    offset: (page.page - 1) * page.per_page,
    limit: page.per_page,
  });
  return {
    data: await approachItems(deps, locale, applicantId, rows, LIST_OF_READ[list]),
    meta: {
      current_page: page.page,
      per_page: page.per_page,
      total,
      last_page: Math.max(1, Math.ceil(total / page.per_page)),
    },
  };
}

/** GET unread: the badges of the shell (spec §3); `total_count` sums every list. */
export async function unreadCounts(deps: Deps, applicantId: number): Promise<{ data: UnreadCounts }> {
  const counts = await countUnread(deps.db, applicantId);
  const data = {
    scouted: counts.scouted,
    saved: counts.saved,
    applied: counts.applied,
    interested: counts.interested,
    matched: counts.matched,
  };
  return { data: { ...data, total_count: Object.values(data).reduce((a, b) => a + b, 0) } };
}

/** POST read: marks a list read, or one item of it (404 for an id that is not the applicant's). */
export async function readList(
  deps: Deps,
  applicantId: number,
  list: ApproachListName,
  approachId: number | undefined,
): Promise<{ data: UnreadCounts }> {
  const touched = await markRead(deps.db, applicantId, list, approachId, deps.now());
  if (approachId !== undefined && touched === 0) throw notFound();
  return unreadCounts(deps, applicantId);
}

/** GET job-posting/{id}: where the applicant stands with one posting, for its detail page. */
export async function postingApproach(
  deps: Deps,
  locale: Locale,
  applicantId: number,
  postingId: number,
): Promise<{ data: PostingApproach }> {
  const posting = await visiblePostingFor(deps.db, applicantId, postingId);
  const [row, block] = await Promise.all([
    findApproach(deps.db, applicantId, postingId),
    applyBlock(deps.db, applicantId, posting),
  ]);
  const context = row ? await viewContext(deps, locale, applicantId, [row]) : null;
  const application = row ? context?.applications.get(postingId) : undefined;
  const open = isOpen(posting);
  return {
    data: {
      job_posting_id: postingId,
      approach_id: row?.id ?? null,
      saved: Boolean(row?.saved_at),
      hidden: Boolean(row?.hidden_at),
      know_more: Boolean(row?.know_more_at),
      applied: Boolean(row?.applied_at),
      matched: Boolean(row?.matched_at),
      closed: !open,
      scout:
        row && context ? scoutView(row, deps.now(), context.reasonName, context.messages.get(row.id) ?? null) : null,
      pin: row ? pinView(row) : null,
      application: application ? applicationView(locale, application) : null,
      apply_blocked: block ?? (open ? null : 'not_open'),
      questions: posting.apply_questions.map((q) => ({
        id: q.id,
        question: (locale === 'ja' ? (q.question_ja ?? q.question_en) : (q.question_en ?? q.question_ja)) ?? '',
      })),
    },
  };
}

/** POST has-approach: entries keyed by job_posting_id, for the postings the applicant has an approach to. */
export async function hasApproach(deps: Deps, applicantId: number, postingIds: readonly number[]) {
  const rows = await approachesOfPostings(deps.db, applicantId, [...new Set(postingIds)]);
  return {
    data: Object.fromEntries(
      rows.map((r) => [
        String(r.job_posting_id),
        {
          approach_id: r.id,
          saved: r.saved_at !== null,
          hidden: r.hidden_at !== null,
          know_more: r.know_more_at !== null,
          applied: r.applied_at !== null,
          scouted: r.scouted_at !== null,
          matched: r.matched_at !== null,
        },
      ]),
    ),
  };
}

/**
 * GET recommend: the recommendation scoring (with reasons), without postings the applicant hid or
 * applied to (left out before paging, so pages are full and the total counts only what is shown).
 */
export async function recommendList(
  deps: Deps,
  locale: Locale,
  applicantId: number,
  request: RecommendationRequest,
): Promise<RecommendationResponse> {
  return recommendJobPostings(deps, locale, applicantId, request, { leaveOutAppliedAndHidden: true });
}
