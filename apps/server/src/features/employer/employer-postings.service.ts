import type { EmployerPosting, EmployerPostingInput, EmployerPostingSummary } from '@hashi/shared/employer.schema';
import { JobPostingStatus } from '@hashi/shared/jobs-enums';
import { ErrorCode } from '@hashi/shared/error-codes';
import type { Deps } from '../../platform/deps.ts';
import { AppError, notFound } from '../../platform/errors.ts';
import { forgetCompanyLogoJobs } from '../companies/companies.service.ts';
import {
  findCompanyIndustryIds,
  findFullPosting,
  insertPosting,
  listPostings,
  lockOwnPostingStatus,
  pageMeta,
  setOwnPostingClosedRow,
  setOwnPostingStatusFrom,
  toFullPosting,
  toSummary,
  updatePostingColumns,
} from './employer-postings.repository.ts';
import { assertPostingInput, postingColumns } from './posting-input.ts';

/**
 * The posting lifecycle on the company's side (ADR 0019): a new posting is a draft; the company
 * submits it for approval; an admin publishes or declines it. Editing a published posting sends it
 * back to awaiting approval (it leaves the job search until approved again); a suspended posting
 * cannot be edited or submitted. Closing is apart from the status and can be undone.
 * Another company's posting answers 404, as a missing one does.
 */

const S = JobPostingStatus;
const conflict = (messageKey: string) => new AppError(ErrorCode.Conflict, { messageKey });

export async function listOwnPostings(
  deps: Deps,
  companyId: number,
  query: { status?: number | undefined; page: number; per_page: number },
): Promise<{ data: EmployerPostingSummary[]; meta: ReturnType<typeof pageMeta> }> {
  const { rows, total } = await listPostings(deps.db, { companyId, status: query.status }, query);
  return { data: rows.map(toSummary), meta: pageMeta(query, total) };
}

export async function showOwnPosting(deps: Deps, companyId: number, id: number): Promise<{ data: EmployerPosting }> {
  const row = await findFullPosting(deps.db, id, companyId);
  if (!row) throw notFound();
  return { data: await toFullPosting(deps.db, row) };
}

export async function createOwnPosting(
  deps: Deps,
  companyId: number,
  input: EmployerPostingInput,
): Promise<{ data: EmployerPosting }> {
  await assertPostingInput(deps.db, input);
  const columns = await postingColumns(deps.db, input, await findCompanyIndustryIds(deps.db, companyId));
  const row = await insertPosting(deps.db, companyId, columns, S.Draft);
  return { data: await toFullPosting(deps.db, row) };
}

export async function updateOwnPosting(
  deps: Deps,
  companyId: number,
  id: number,
  input: EmployerPostingInput,
): Promise<{ data: EmployerPosting }> {
  await assertPostingInput(deps.db, input);
  const columns = await postingColumns(deps.db, input, await findCompanyIndustryIds(deps.db, companyId));
  const row = await deps.db.transaction().execute(async (trx) => {
    const current = await lockOwnPostingStatus(trx, companyId, id);
    if (!current) throw notFound();
    if (current.status === S.Suspended) throw conflict('employer.posting_suspended');
    const status = current.status === S.Published ? S.AwaitingApproval : current.status;
    return updatePostingColumns(trx, id, columns, status, deps.now());
  });
  forgetCompanyLogoJobs(deps.db);
  return { data: await toFullPosting(deps.db, row) };
}

/** Draft, inactive or declined → awaiting approval. */
export async function submitOwnPosting(deps: Deps, companyId: number, id: number): Promise<{ data: EmployerPosting }> {
  const row = await setOwnPostingStatusFrom(
    deps.db,
    companyId,
    id,
    [S.Draft, S.Inactive, S.Declined],
    S.AwaitingApproval,
    deps.now(),
  );
  if (row) return { data: await toFullPosting(deps.db, row) };
  const current = await findFullPosting(deps.db, id, companyId);
  if (!current) throw notFound();
  if (current.status === S.AwaitingApproval) throw conflict('employer.posting_already_submitted');
  if (current.status === S.Published) throw conflict('employer.posting_already_published');
  throw conflict('employer.posting_suspended');
}

/** Closes (no more applications, out of the search) or reopens a posting; the status stays. */
export async function setOwnPostingClosed(
  deps: Deps,
  companyId: number,
  id: number,
  closed: boolean,
): Promise<{ data: EmployerPosting }> {
  const now = deps.now();
  const row = await setOwnPostingClosedRow(deps.db, companyId, id, closed, now);
  if (!row) {
    const current = await findFullPosting(deps.db, id, companyId);
    if (!current) throw notFound();
    throw conflict(closed ? 'employer.posting_already_closed' : 'employer.posting_not_closed');
  }
  forgetCompanyLogoJobs(deps.db);
  return { data: await toFullPosting(deps.db, row) };
}
