import { insertMessage, lockApproachOfApplication } from '../approaches/thread-messages.repository.ts';
import { notify } from '../notifications/notify.repository.ts';
import type { Locale } from '@hashi/shared/constants';
import { ApplyStatus, MessageType, SenderType } from '@hashi/shared/enums';
import {
  type CompanyApplication,
  type CompanyApproachList,
  type CompanyApproachListQuery,
  EMPLOYER_APPROACH_MESSAGES,
} from '@hashi/shared/employer-approach.schema';
import { ErrorCode } from '@hashi/shared/error-codes';
import type { Deps } from '../../platform/deps.ts';
import { AppError, notFound } from '../../platform/errors.ts';
import { statusLabel } from '../approaches/approach-view.ts';
import { lockCompanyApplication, recordApplicationStatus } from '../approaches/applications.repository.ts';
import { lastVisibleStatus } from './application-status.repository.ts';
import {
  type ApplicationRowView,
  applicationRows,
  approachRows,
  countUnseenApplications,
  markApplicationsSeen,
  statusHistory,
} from './company-lists.repository.ts';
import { judgeStatusChange } from '@hashi/shared/application-status';

/** The company's applications and approach lists, and application status changes (ADR 0021). */

const iso = (d: Date | string) => new Date(d).toISOString();
const meta = (page: number, perPage: number, total: number) => ({
  current_page: page,
  per_page: perPage,
  total,
  last_page: Math.max(1, Math.ceil(total / perPage)),
});

async function applicationViews(deps: Deps, locale: Locale, rows: ApplicationRowView[]): Promise<CompanyApplication[]> {
  const history = await statusHistory(
    deps.db,
    rows.map((r) => r.id),
  );
  return rows.map((r) => {
    const questions = new Map(r.apply_questions.map((q) => [q.id, q]));
    return {
      id: r.id,
      job_posting: { id: r.job_posting_id, title: r.title },
      applicant: { id: r.applicant_id, name: r.name },
      status: statusLabel(locale, r.status),
      applied_at: iso(r.created_at),
      status_changed_at: iso(r.status_changed_at),
      thread_code: r.thread_code,
      answers: r.answers.map((a) => {
        const q = questions.get(a.question_id);
        const text = locale === 'ja' ? (q?.question_ja ?? q?.question_en) : (q?.question_en ?? q?.question_ja);
        return { question: text ?? '', answer: a.answer };
      }),
      history: history
        .filter((h) => h.application_id === r.id)
        .map((h) => ({ status: statusLabel(locale, h.status), changed_at: iso(h.changed_at) })),
    };
  });
}

/** The applications that came since the company last opened its list (the console's badge). */
export async function unseenApplications(deps: Deps, companyId: number) {
  return { data: { count: await countUnseenApplications(deps.db, companyId) } };
}

/** The company opened its applications: the badge goes back to nothing. */
export async function seeApplications(deps: Deps, companyId: number) {
  await markApplicationsSeen(deps.db, companyId, deps.now());
  return unseenApplications(deps, companyId);
}

export async function listApplications(
  deps: Deps,
  locale: Locale,
  companyId: number,
  q: { job_posting_id?: number | undefined; status?: number | undefined; page: number; per_page: number },
) {
  const { rows, total } = await applicationRows(deps.db, companyId, locale, {
    job_posting_id: q.job_posting_id,
    status: q.status,
    limit: q.per_page,
    offset: (q.page - 1) * q.per_page,
  });
  return { data: await applicationViews(deps, locale, rows), meta: meta(q.page, q.per_page, total) };
}

export async function showApplication(deps: Deps, locale: Locale, companyId: number, id: number) {
  const { rows } = await applicationRows(deps.db, companyId, locale, { id, limit: 1, offset: 0 });
  const [view] = await applicationViews(deps, locale, rows);
  if (!view) throw notFound();
  return { data: view };
}

const VERDICT_MESSAGE = {
  unknown: EMPLOYER_APPROACH_MESSAGES.statusUnknown,
  final: EMPLOYER_APPROACH_MESSAGES.statusFinal,
  backwards: EMPLOYER_APPROACH_MESSAGES.statusBackwards,
} as const;

/**
 * Moves the company's application to `status` by the rule of @hashi/shared/application-status, recording the change
 * with its date and the company user; setting the current status again changes nothing.
 */
export async function setStatus(
  deps: Deps,
  locale: Locale,
  actor: { companyId: number; userId: number },
  id: number,
  status: number,
) {
  // An application of an applicant who excluded the company is a 404 like any other's.
  await showApplication(deps, locale, actor.companyId, id);
  await deps.db.transaction().execute(async (trx) => {
    const approach = await lockApproachOfApplication(trx, id);
    const application = await lockCompanyApplication(trx, actor.companyId, id);
    if (!application) throw notFound();
    const verdict = judgeStatusChange(application.status, status, await lastVisibleStatus(trx, id));
    if (verdict === 'same') return;
    if (verdict === 'unknown') {
      throw AppError.fields({ status: [VERDICT_MESSAGE.unknown] });
    }
    if (verdict !== 'ok') throw new AppError(ErrorCode.Conflict, { messageKey: VERDICT_MESSAGE[verdict] });
    await recordApplicationStatus(trx, id, status, deps.now(), actor.userId);
    // The thread shows the change as a system message (ADR 0023); status 10 only to the company.
    if (approach !== undefined) {
      await insertMessage(
        trx,
        {
          approach_id: approach.id,
          type: MessageType.Messaging,
          status: null,
          sender_type: SenderType.System,
          sender_user_id: actor.userId,
          body: null,
          decline_reason_id: null,
          application_status: status,
        },
        deps.now(),
      );
      if (status !== ApplyStatus.Invisible) {
        await notify(
          trx,
          {
            userId: approach.applicant_id,
            kind: 'status',
            params: { approach_id: approach.id, status },
            link: `/messages/${approach.thread_code}`,
          },
          deps.now(),
        );
      }
    }
  });
  return showApplication(deps, locale, actor.companyId, id);
}

export async function listApproaches(
  deps: Deps,
  locale: Locale,
  companyId: number,
  list: CompanyApproachList,
  q: CompanyApproachListQuery,
) {
  const { rows, total } = await approachRows(deps.db, companyId, locale, list, q);
  return {
    data: rows.map((r) => ({
      job_posting: { id: r.job_posting_id, title: r.title },
      applicant: { id: r.applicant_id, name: r.name },
      at: iso(r.at),
      matched_at: r.matched_at === null ? null : iso(r.matched_at),
      scout_reply: r.scout_reply,
      decline_reason: r.decline_reason_id === null ? null : { id: r.decline_reason_id, name: r.decline_reason ?? '' },
      thread_code: r.thread_code,
    })),
    meta: meta(q.page, q.per_page, total),
  };
}
