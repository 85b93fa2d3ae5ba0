import { MessageType, SenderType } from '@hashi/shared/enums';
import { ErrorCode } from '@hashi/shared/error-codes';
import {
  type CompanyInterview,
  type CompanyInterviewListQuery,
  DEADLINE_MAX_DAYS,
  DEADLINE_MIN_MS,
  type Review,
  type ReviewInput,
  type SendInterview,
  VIDEO_INTERVIEW_MESSAGES,
} from '@hashi/shared/video-interview.schema';
import { V } from '@hashi/shared/validation';
import type { ReviewRow } from '../../platform/db/video-interview-schema.ts';
import type { Deps } from '../../platform/deps.ts';
import { AppError, notFound } from '../../platform/errors.ts';
import { insertMessage } from '../approaches/thread-messages.repository.ts';
import { companyThreadForSend } from '../messaging/thread-access.ts';
import { notify } from '../notifications/notify.repository.ts';
import { findOwnTemplate } from './interview-templates.repository.ts';
import { answersOut, interviewFields } from './interview-out.ts';
import {
  findCompanyInterview,
  insertInterview,
  listAnswers,
  listCompanyInterviews,
  lockApproach,
} from './video-interviews.repository.ts';
import { listReviews, upsertReview } from './interview-reviews.repository.ts';

/**
 * The company's side of video interviews (ADR 0047): send one of its templates into one of its
 * threads with a deadline (message type 7), see the answers once the applicant sent them, and rate
 * and comment for its own team. Another company's interview is 404 like a missing one. Nothing here
 * scores an answer: ratings are people's.
 */

const DAY_MS = 86_400_000;

const toReview = (row: ReviewRow, userId: number): Review => ({
  user_id: row.user_id,
  mine: row.user_id === userId,
  rating: row.rating,
  comment: row.comment,
  updated_at: new Date(row.updated_at).toISOString(),
});

export async function sendInterview(
  deps: Deps,
  member: { companyId: number; userId: number },
  input: SendInterview,
): Promise<{ data: CompanyInterview }> {
  const thread = await companyThreadForSend(deps.db, member.companyId, input.thread_code);
  if (!thread) throw notFound();
  if (thread.block !== null)
    throw new AppError(ErrorCode.Conflict, { messageKey: VIDEO_INTERVIEW_MESSAGES.threadClosed });
  const template = await findOwnTemplate(deps.db, member.companyId, input.template_id);
  if (!template) throw AppError.fields({ template_id: [V.invalidValue] });
  const now = deps.now();
  const deadline = new Date(input.deadline_at);
  const untilDeadline = deadline.getTime() - now.getTime();
  if (untilDeadline < DEADLINE_MIN_MS || untilDeadline > DEADLINE_MAX_DAYS * DAY_MS) {
    throw AppError.fields({ deadline_at: [VIDEO_INTERVIEW_MESSAGES.deadlineRange] });
  }

  const id = await deps.db.transaction().execute(async (trx) => {
    await lockApproach(trx, thread.approachId);
    const interview = await insertInterview(trx, {
      approach_id: thread.approachId,
      company_id: member.companyId,
      applicant_id: thread.applicantId,
      template_id: template.id,
      sent_by_user_id: member.userId,
      name: template.name,
      intro: template.intro,
      practice_question: template.practice_question,
      questions: template.questions,
      deadline_at: deadline,
      created_at: now,
    });
    await insertMessage(
      trx,
      {
        approach_id: thread.approachId,
        type: MessageType.VideoInterview,
        status: null,
        sender_type: SenderType.Company,
        sender_user_id: member.userId,
        body: null,
        decline_reason_id: null,
        video_interview_id: interview.id,
      },
      now,
      'company',
    );
    // The applicant's bell, as for any company message in the thread (ADR 0024).
    await notify(
      trx,
      {
        userId: thread.applicantId,
        kind: 'message',
        params: { approach_id: thread.approachId },
        link: `/messages/${thread.threadCode}`,
        groupKey: `thread:${thread.approachId}`,
      },
      now,
    );
    return interview.id;
  });
  return showCompanyInterview(deps, member, id);
}

export async function listInterviews(deps: Deps, companyId: number, query: CompanyInterviewListQuery) {
  const { rows, total } = await listCompanyInterviews(deps.db, companyId, {
    offset: (query.page - 1) * query.per_page,
    limit: query.per_page,
    threadCode: query.thread_code,
  });
  const now = deps.now();
  return {
    data: rows.map((row) => ({ ...interviewFields(row, now), applicant_id: row.applicant_id })),
    meta: {
      current_page: query.page,
      per_page: query.per_page,
      total,
      last_page: Math.max(1, Math.ceil(total / query.per_page)),
    },
  };
}

/** One interview; its answers only once the applicant sent them (never drafts) and until they are deleted. */
export async function showCompanyInterview(
  deps: Deps,
  member: { companyId: number; userId: number },
  id: number,
): Promise<{ data: CompanyInterview }> {
  const row = await findCompanyInterview(deps.db, member.companyId, id);
  if (!row) throw notFound();
  const sent = row.completed_at !== null && row.answers_deleted_at === null;
  const [answers, reviews] = await Promise.all([
    sent ? listAnswers(deps.db, row.id) : Promise.resolve([]),
    listReviews(deps.db, row.id),
  ]);
  return {
    data: {
      ...interviewFields(row, deps.now()),
      applicant_id: row.applicant_id,
      answers: answersOut(deps, answers),
      reviews: reviews.map((r) => toReview(r, member.userId)),
    },
  };
}

/** The member's own rating (1–5) and comment, seen by the company's team alone; written again on each call. */
export async function reviewInterview(
  deps: Deps,
  member: { companyId: number; userId: number },
  id: number,
  input: ReviewInput,
): Promise<{ data: Review }> {
  const row = await findCompanyInterview(deps.db, member.companyId, id);
  if (!row) throw notFound();
  const review = await upsertReview(
    deps.db,
    { interview_id: row.id, user_id: member.userId, rating: input.rating, comment: input.comment },
    deps.now(),
  );
  return { data: toReview(review, member.userId) };
}
