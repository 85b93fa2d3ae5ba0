import { ErrorCode } from '@hashi/shared/error-codes';
import { JobPostingStatus } from '@hashi/shared/jobs-enums';
import type { PostingReviewAction } from '../../platform/db/company-console-schema.ts';
import type { Database } from '../../platform/db/database.ts';
import type { Deps } from '../../platform/deps.ts';
import { AppError, notFound } from '../../platform/errors.ts';
import { forgetCompanyLogoJobs } from '../companies/companies.service.ts';
import {
  findFullPosting,
  listPostings,
  pageMeta,
  toFullPosting,
  toSummary,
} from '../employer/employer-postings.repository.ts';
import { popularityScore } from '../job-postings/popularity.ts';
import {
  findCompanyNames,
  insertReview,
  lockPostingForReview,
  setReviewedStatus,
} from './admin-postings.repository.ts';

/**
 * The admin's side of the posting lifecycle (ADR 0019): approve (awaiting approval → published),
 * decline with a reason (awaiting approval → declined), suspend (published → suspended) and
 * unsuspend (suspended → published). Any other move is a 409 that says what the action needs.
 * Each decision is recorded in job_posting_reviews.
 */

const S = JobPostingStatus;
const TRANSITIONS: Record<PostingReviewAction, { from: number; to: number }> = {
  approve: { from: S.AwaitingApproval, to: S.Published },
  decline: { from: S.AwaitingApproval, to: S.Declined },
  suspend: { from: S.Published, to: S.Suspended },
  unsuspend: { from: S.Suspended, to: S.Published },
};

async function companiesOf(db: Database, ids: number[]) {
  if (ids.length === 0) return new Map<number, { id: number; name_en: string; name_ja: string }>();
  const rows = await findCompanyNames(db, ids);
  return new Map(rows.map((r) => [r.id, r]));
}

export async function listForReview(deps: Deps, query: { status: number; page: number; per_page: number }) {
  const { rows, total } = await listPostings(deps.db, { status: query.status }, query);
  const companies = await companiesOf(deps.db, [...new Set(rows.map((r) => r.company_id))]);
  return {
    data: rows.map((r) => ({
      ...toSummary(r),
      company: companies.get(r.company_id) ?? { id: r.company_id, name_en: '', name_ja: '' },
    })),
    meta: pageMeta(query, total),
  };
}

export async function showForReview(deps: Deps, id: number) {
  const row = await findFullPosting(deps.db, id);
  if (!row) throw notFound();
  const companies = await companiesOf(deps.db, [row.company_id]);
  const company = companies.get(row.company_id) ?? { id: row.company_id, name_en: '', name_ja: '' };
  return { data: { ...(await toFullPosting(deps.db, row)), company } };
}

/** Applies one admin decision; concurrent decisions on one posting are serialised by the row lock. */
export async function reviewPosting(
  deps: Deps,
  adminId: number,
  id: number,
  action: PostingReviewAction,
  reason: string | null,
) {
  const { from, to } = TRANSITIONS[action];
  const now = deps.now();
  await deps.db.transaction().execute(async (trx) => {
    const current = await lockPostingForReview(trx, id);
    if (!current) throw notFound();
    if (current.status !== from) throw new AppError(ErrorCode.Conflict, { messageKey: `admin.cannot_${action}` });
    // Publication keeps the first date: an edited posting approved again is not news to alerts (ADR 0019).
    const publishedAt = to === S.Published ? (current.published_at ?? now) : current.published_at;
    await setReviewedStatus(trx, id, {
      status: to,
      published_at: publishedAt,
      updated_at: now,
      popularity_score: popularityScore({
        views: current.view_count,
        knowMore: current.know_more_count,
        applications: current.application_count,
        publishedAt: publishedAt ? new Date(publishedAt) : null,
      }),
    });
    await insertReview(trx, { job_posting_id: id, action, reason, admin_id: adminId });
  });
  forgetCompanyLogoJobs(deps.db);
  return showForReview(deps, id);
}
