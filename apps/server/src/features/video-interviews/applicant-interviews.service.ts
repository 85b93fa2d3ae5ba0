import type { FastifyBaseLogger } from 'fastify';
import { MessageType, SenderType } from '@hashi/shared/enums';
import { ErrorCode } from '@hashi/shared/error-codes';
import {
  type AnswerUpdate,
  type ApplicantInterview,
  QuestionType,
  VIDEO_ANSWER_MAX_BYTES,
  VIDEO_INTERVIEW_MESSAGES,
  VIDEO_INTERVIEW_RETENTION_DAYS,
  VIDEO_RECOMMENDATION,
} from '@hashi/shared/video-interview.schema';
import { V } from '@hashi/shared/validation';
import type { InterviewRow, StoredQuestion } from '../../platform/db/video-interview-schema.ts';
import type { Database } from '../../platform/db/database.ts';
import type { Deps } from '../../platform/deps.ts';
import { AppError, notFound } from '../../platform/errors.ts';
import { HOUR } from '../../platform/rate-limit/limiter.ts';
import type { StagedFile } from '../../platform/storage/file-storage.ts';
import { claimResumableUpload } from '../../platform/storage/resumable-claim.ts';
import { insertMessage } from '../approaches/thread-messages.repository.ts';
import { removeAnswerFiles, type StoredVideo, storeAnswerVideo } from './answer-files.ts';
import { answersOut, interviewFields, statusOf } from './interview-out.ts';
import {
  type AnswerValues,
  clearAnswers,
  deleteAnswers,
  findAnswer,
  findApplicantInterview,
  listAnswers,
  lockApproach,
  lockInterview,
  markCompleted,
  setAnswerMessage,
  upsertAnswer,
} from './video-interviews.repository.ts';

/**
 * The applicant's side of a video interview (spec §2 steps, §7; ADR 0047): read it, answer and
 * change answers one question at a time until sending, send (an answer message each, then the
 * completion), and delete the own answers — drafts at any time, sent ones sooner than the 30 days.
 * Someone else's interview is 404 like a missing one.
 */

/** Video files sent in multipart answers per applicant and hour (resumable ones count when created). */
export const ANSWER_UPLOAD_LIMIT = { limit: 30, windowMs: HOUR } as const;

type Log = Pick<FastifyBaseLogger, 'warn'>;

/** A video answer as the request brings it: a file part already staged, or a finished resumable upload. */
export type VideoSource = { staged: StagedFile; fileName: string | undefined } | { uploadId: string };

async function interviewOf(deps: Deps, applicantId: number, id: number) {
  const row = await findApplicantInterview(deps.db, applicantId, id);
  if (!row) throw notFound();
  return row;
}

/** Why the interview takes no change now: answers deleted, already sent, deadline passed; null when it does. */
function changeBlock(row: InterviewRow, now: Date): string | null {
  if (row.answers_deleted_at !== null) return VIDEO_INTERVIEW_MESSAGES.answersDeleted;
  if (row.completed_at !== null) return VIDEO_INTERVIEW_MESSAGES.alreadySent;
  if (statusOf(row, now) === 'expired') return VIDEO_INTERVIEW_MESSAGES.deadlinePassed;
  return null;
}

function assertChangeable(row: InterviewRow, now: Date): void {
  const block = changeBlock(row, now);
  if (block) throw new AppError(ErrorCode.Conflict, { messageKey: block });
}

export async function showApplicantInterview(
  deps: Deps,
  applicantId: number,
  id: number,
): Promise<{ data: ApplicantInterview }> {
  const row = await interviewOf(deps, applicantId, id);
  const now = deps.now();
  const answers = row.answers_deleted_at === null ? await listAnswers(deps.db, row.id) : [];
  return {
    data: {
      ...interviewFields(row, now),
      practice_question: row.practice_question,
      answers: answersOut(deps, answers),
      can_answer: changeBlock(row, now) === null,
      recommendation: { ...VIDEO_RECOMMENDATION },
      retention_days: VIDEO_INTERVIEW_RETENTION_DAYS,
    },
  };
}

/** The question `no` of the interview, or 422 under `question_no`. */
function questionOf(row: InterviewRow, no: number): StoredQuestion & { no: number } {
  const question = row.questions[no - 1];
  if (!question) throw AppError.fields({ question_no: [VIDEO_INTERVIEW_MESSAGES.questionUnknown] });
  return { ...question, no };
}

const mismatch = (field: string) => AppError.fields({ [field]: [VIDEO_INTERVIEW_MESSAGES.answerMismatch] });

/** The values of a selection or free-text answer, checked against its question (422 otherwise). */
function plainAnswer(question: StoredQuestion, input: AnswerUpdate, hasVideo: boolean): AnswerValues {
  const empty = { storage_key: null, mime_type: null, size_bytes: null, file_name: null };
  if (question.type === QuestionType.Selection) {
    if (hasVideo || input.text !== undefined) throw mismatch('selected_option');
    if (input.selected_option === undefined) throw AppError.fields({ selected_option: [V.required] });
    if (input.selected_option > (question.options?.length ?? 0)) {
      throw AppError.fields({ selected_option: [VIDEO_INTERVIEW_MESSAGES.optionUnknown] });
    }
    return { ...empty, selected_option: input.selected_option, text: null };
  }
  if (hasVideo || input.selected_option !== undefined) throw mismatch('text');
  const text = input.text?.trim() ?? '';
  if (text === '') throw AppError.fields({ text: [V.required] });
  return { ...empty, selected_option: null, text };
}

/** Refuses a video when the question's takes are used up, before the file is stored. */
async function assertTakeLeft(db: Database, row: InterviewRow, question: StoredQuestion & { no: number }) {
  const before = await findAnswer(db, row.id, question.no);
  if (before && before.takes_used >= (question.takes ?? 1)) {
    throw AppError.fields({ video: [VIDEO_INTERVIEW_MESSAGES.takesUsedUp] });
  }
}

async function storeVideo(deps: Deps, applicantId: number, source: VideoSource, log: Log): Promise<StoredVideo> {
  if ('staged' in source) return storeAnswerVideo(deps, applicantId, source.staged, source.fileName, log);
  return claimResumableUpload(
    deps,
    {
      ownerUserId: applicantId,
      urlId: source.uploadId,
      purpose: 'video_interview_answer',
      maxBytes: VIDEO_ANSWER_MAX_BYTES,
    },
    (staged, upload) => storeAnswerVideo(deps, applicantId, staged, upload.file_name, log),
    log,
  );
}

/**
 * `POST /api/v1/video-interviews/{id}/update`: saves one answer (replacing the previous one; a
 * video takes one of the question's takes) and/or sends the interview. Everything is checked
 * before a file is kept; a video is stored before the answer is written and removed again if that
 * fails; a replaced video goes after the answer changed.
 */
export async function updateInterview(
  deps: Deps,
  applicantId: number,
  id: number,
  input: AnswerUpdate,
  video: VideoSource | undefined,
  log: Log,
): Promise<{ data: ApplicantInterview }> {
  const row = await interviewOf(deps, applicantId, id);
  assertChangeable(row, deps.now());
  const hasVideo = video !== undefined;
  if (input.question_no === undefined) {
    if (hasVideo || input.selected_option !== undefined || input.text !== undefined) {
      throw AppError.fields({ question_no: [V.required] });
    }
    if (!input.send) throw AppError.fields({ question_no: [V.required] });
  } else {
    const question = questionOf(row, input.question_no);
    let values: AnswerValues;
    if (question.type === QuestionType.Video) {
      if (!video || input.selected_option !== undefined || input.text !== undefined) throw mismatch('video');
      await assertTakeLeft(deps.db, row, question);
      const stored = await storeVideo(deps, applicantId, video, log);
      values = { ...stored, selected_option: null, text: null };
    } else {
      values = plainAnswer(question, input, hasVideo);
    }
    await saveAnswer(deps, row, question, values, log);
  }
  if (input.send) await sendAnswers(deps, applicantId, row);
  return showApplicantInterview(deps, applicantId, id);
}

async function saveAnswer(
  deps: Deps,
  row: InterviewRow,
  question: StoredQuestion & { no: number },
  values: AnswerValues,
  log: Log,
): Promise<void> {
  let replaced: string | null;
  try {
    replaced = await deps.db.transaction().execute(async (trx) => {
      await lockApproach(trx, row.approach_id);
      const locked = await lockInterview(trx, row.id);
      assertChangeable(locked, deps.now());
      if (values.storage_key !== null) {
        const before = await findAnswer(trx, row.id, question.no);
        if (before && before.takes_used >= (question.takes ?? 1)) {
          throw AppError.fields({ video: [VIDEO_INTERVIEW_MESSAGES.takesUsedUp] });
        }
      }
      return (await upsertAnswer(trx, row.id, question, values, deps.now())).replacedKey;
    });
  } catch (error) {
    if (values.storage_key !== null) await removeAnswerFiles(deps, [values.storage_key], log);
    throw error;
  }
  if (replaced) await removeAnswerFiles(deps, [replaced], log);
}

/**
 * Sends the interview: every question must have an answer (422 under `send` otherwise). Under the
 * thread's lock each answer becomes a message of type 8 and the completion one of type 9; from then
 * on the company sees the answers, and they are deleted 30 days later (spec §4).
 */
async function sendAnswers(deps: Deps, applicantId: number, row: InterviewRow): Promise<void> {
  await deps.db.transaction().execute(async (trx) => {
    await lockApproach(trx, row.approach_id);
    const locked = await lockInterview(trx, row.id);
    const now = deps.now();
    assertChangeable(locked, now);
    const answers = await listAnswers(trx, row.id);
    const answered = (no: number) =>
      answers.some(
        (a) => a.question_no === no && (a.selected_option !== null || a.text !== null || a.storage_key !== null),
      );
    if (!locked.questions.every((_q, index) => answered(index + 1))) {
      throw AppError.fields({ send: [VIDEO_INTERVIEW_MESSAGES.notAllAnswered] });
    }
    const message = (type: number) => ({
      approach_id: row.approach_id,
      type,
      status: null,
      sender_type: SenderType.JobSeeker,
      sender_user_id: applicantId,
      body: null,
      decline_reason_id: null,
      video_interview_id: row.id,
    });
    for (const answer of answers) {
      const sent = await insertMessage(trx, message(MessageType.VideoInterviewAnswer), now, 'applicant');
      await setAnswerMessage(trx, answer.id, sent.id);
    }
    await insertMessage(trx, message(MessageType.VideoInterviewCompletion), now, 'applicant');
    await markCompleted(trx, row.id, now);
  });
}

/**
 * Deletes the applicant's own answers and their videos. Before sending: the drafts (all, or one
 * question's), their takes still counted. After sending or past the deadline: all of them, sooner
 * than the 30 days (spec §4); the interview then says its answers are deleted, to both sides.
 */
export async function deleteOwnAnswers(
  deps: Deps,
  applicantId: number,
  id: number,
  questionNo: number | undefined,
  log: Log,
): Promise<void> {
  const row = await interviewOf(deps, applicantId, id);
  if (questionNo !== undefined) questionOf(row, questionNo);
  const keys = await deps.db.transaction().execute(async (trx) => {
    await lockApproach(trx, row.approach_id);
    const locked = await lockInterview(trx, row.id);
    const now = deps.now();
    if (locked.answers_deleted_at !== null)
      throw new AppError(ErrorCode.Conflict, { messageKey: VIDEO_INTERVIEW_MESSAGES.answersDeleted });
    if (changeBlock(locked, now) === null) return clearAnswers(trx, row.id, questionNo, now);
    // Sent, or past the deadline: only all of them, for good.
    if (questionNo !== undefined)
      throw new AppError(ErrorCode.Conflict, { messageKey: changeBlock(locked, now) ?? undefined });
    return deleteAnswers(trx, row.id, { markDeleted: now });
  });
  await removeAnswerFiles(deps, keys, log);
}

/** Counts one multipart video answer for this applicant (429 with Retry-After beyond the limit), before a byte is read. */
export async function consumeAnswerUpload(deps: Deps, applicantId: number): Promise<void> {
  await deps.limiter.consume([[`video-interviews:upload:user:${applicantId}`, ANSWER_UPLOAD_LIMIT]]);
}
