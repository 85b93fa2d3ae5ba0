import { sql } from 'kysely';
import type { Database } from '../../platform/db/database.ts';
import type {
  AnswerRow,
  InterviewRow,
  StoredPractice,
  StoredQuestion,
  VideoInterviewAnswersTable,
} from '../../platform/db/video-interview-schema.ts';

/** All SQL of sent video interviews, their answers and their reviews (migration 0035, ADR 0047). */

export interface NewInterview {
  approach_id: number;
  company_id: number;
  applicant_id: number;
  template_id: number;
  sent_by_user_id: number;
  name: string;
  intro: string;
  practice_question: StoredPractice | null;
  questions: StoredQuestion[];
  deadline_at: Date;
  created_at: Date;
}

export function insertInterview(db: Database, row: NewInterview): Promise<InterviewRow> {
  return db
    .insertInto('video_interviews')
    .values({
      ...row,
      practice_question: row.practice_question === null ? null : JSON.stringify(row.practice_question),
      questions: JSON.stringify(row.questions),
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** Locks the approach row of a thread (ADR 0018's lock order: the approach first, as every send). */
export async function lockApproach(db: Database, approachId: number): Promise<void> {
  await db.selectFrom('approaches').select('id').where('id', '=', approachId).forUpdate().executeTakeFirstOrThrow();
}

export interface InterviewWithThread extends InterviewRow {
  thread_code: string;
}

const withThread = (db: Database) =>
  db
    .selectFrom('video_interviews as vi')
    .innerJoin('approaches as a', 'a.id', 'vi.approach_id')
    .selectAll('vi')
    .select('a.thread_code');

/** The interview when this company sent it; another company's is undefined like a missing one. */
export function findCompanyInterview(db: Database, companyId: number, id: number) {
  return withThread(db).where('vi.id', '=', id).where('vi.company_id', '=', companyId).executeTakeFirst() as Promise<
    InterviewWithThread | undefined
  >;
}

/** The interview when it was sent to this applicant; anyone else's is undefined like a missing one. */
export function findApplicantInterview(db: Database, applicantId: number, id: number) {
  return withThread(db)
    .where('vi.id', '=', id)
    .where('vi.applicant_id', '=', applicantId)
    .executeTakeFirst() as Promise<InterviewWithThread | undefined>;
}

/** The applicant's interview, locked for a change of its answers (after its approach: ADR 0018's order). */
export function lockInterview(db: Database, id: number) {
  return db.selectFrom('video_interviews').selectAll().where('id', '=', id).forUpdate().executeTakeFirstOrThrow();
}

/** A page of the company's interviews, newest first, optionally of one thread. */
export async function listCompanyInterviews(
  db: Database,
  companyId: number,
  page: { offset: number; limit: number; threadCode?: string },
): Promise<{ rows: InterviewWithThread[]; total: number }> {
  let query = withThread(db).where('vi.company_id', '=', companyId);
  if (page.threadCode !== undefined) query = query.where('a.thread_code', '=', page.threadCode);
  const [rows, count] = await Promise.all([
    query.orderBy('vi.id', 'desc').offset(page.offset).limit(page.limit).execute(),
    query
      .clearSelect()
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow(),
  ]);
  return { rows: rows as InterviewWithThread[], total: Number(count.n) };
}

export function listAnswers(db: Database, interviewId: number): Promise<AnswerRow[]> {
  return db
    .selectFrom('video_interview_answers')
    .selectAll()
    .where('interview_id', '=', interviewId)
    .orderBy('question_no')
    .execute();
}

export function findAnswer(db: Database, interviewId: number, questionNo: number) {
  return db
    .selectFrom('video_interview_answers')
    .selectAll()
    .where('interview_id', '=', interviewId)
    .where('question_no', '=', questionNo)
    .executeTakeFirst();
}

export type AnswerValues = Pick<
  VideoInterviewAnswersTable,
  'selected_option' | 'text' | 'storage_key' | 'mime_type' | 'size_bytes' | 'file_name'
>;

/**
 * Writes the answer to question `questionNo`, replacing the previous one; a video counts a take.
 * Answers the storage key the previous answer held, if any, for the caller to remove after commit.
 */
export async function upsertAnswer(
  db: Database,
  interviewId: number,
  question: { no: number; type: number },
  values: AnswerValues,
  now: Date,
): Promise<{ replacedKey: string | null }> {
  const before = await findAnswer(db, interviewId, question.no);
  const takes = values.storage_key !== null ? 1 : 0;
  if (before) {
    await db
      .updateTable('video_interview_answers')
      .set({ ...values, takes_used: before.takes_used + takes, updated_at: now })
      .where('id', '=', before.id)
      .execute();
  } else {
    await db
      .insertInto('video_interview_answers')
      .values({
        interview_id: interviewId,
        question_no: question.no,
        type: question.type,
        ...values,
        takes_used: takes,
        created_at: now,
        updated_at: now,
      })
      .execute();
  }
  const replacedKey = before?.storage_key ?? null;
  return { replacedKey: replacedKey !== values.storage_key ? replacedKey : null };
}

export async function setAnswerMessage(db: Database, answerId: number, messageId: number): Promise<void> {
  await db.updateTable('video_interview_answers').set({ message_id: messageId }).where('id', '=', answerId).execute();
}

export async function markCompleted(db: Database, id: number, now: Date): Promise<void> {
  await db.updateTable('video_interviews').set({ completed_at: now }).where('id', '=', id).execute();
}

/**
 * Deletes the interview's answers (all, or question `questionNo`'s) and answers the storage keys
 * they held. With `markDeleted` the interview records that its answers are gone (retention, or the
 * applicant's own deletion of sent answers).
 */
export async function deleteAnswers(
  db: Database,
  interviewId: number,
  options: { questionNo?: number; markDeleted?: Date },
): Promise<string[]> {
  let query = db.deleteFrom('video_interview_answers').where('interview_id', '=', interviewId);
  if (options.questionNo !== undefined) query = query.where('question_no', '=', options.questionNo);
  const rows = await query.returning('storage_key').execute();
  if (options.markDeleted) {
    await db
      .updateTable('video_interviews')
      .set({ answers_deleted_at: options.markDeleted })
      .where('id', '=', interviewId)
      .where('answers_deleted_at', 'is', null)
      .execute();
  }
  return rows.flatMap((r) => (r.storage_key ? [r.storage_key] : []));
}

/**
 * Empties the interview's draft answers (all, or question `questionNo`'s) but keeps their rows, so
 * a video question's takes stay counted; answers the storage keys they held.
 */
export async function clearAnswers(db: Database, interviewId: number, questionNo: number | undefined, now: Date) {
  let before = db
    .selectFrom('video_interview_answers')
    .select('storage_key')
    .where('interview_id', '=', interviewId)
    .where('storage_key', 'is not', null);
  let update = db
    .updateTable('video_interview_answers')
    .set({
      selected_option: null,
      text: null,
      storage_key: null,
      mime_type: null,
      size_bytes: null,
      file_name: null,
      updated_at: now,
    })
    .where('interview_id', '=', interviewId);
  if (questionNo !== undefined) {
    before = before.where('question_no', '=', questionNo);
    update = update.where('question_no', '=', questionNo);
  }
  // The caller holds the interview's lock: nothing changes between the two statements.
  const rows = await before.execute();
  await update.execute();
  return rows.flatMap((r) => (r.storage_key ? [r.storage_key] : []));
}

/** The storage keys of the interview's video answers (retention removes the objects before the rows). */
export async function answerKeys(db: Database, interviewId: number): Promise<string[]> {
  const rows = await db
    .selectFrom('video_interview_answers')
    .select('storage_key')
    .where('interview_id', '=', interviewId)
    .where('storage_key', 'is not', null)
    .execute();
  return rows.flatMap((r) => (r.storage_key ? [r.storage_key] : []));
}

/**
 * Interviews whose answers are due for deletion (spec §4): completed, or never completed and past
 * their deadline, at least `retentionMs` before `now`, answers not deleted yet; by id from `after`.
 */
export async function interviewsDueForDeletion(
  db: Database,
  cutoff: Date,
  limit: number,
  after: number,
): Promise<number[]> {
  const { rows } = await sql<{ id: number }>`select id from video_interviews
    where answers_deleted_at is null and coalesce(completed_at, deadline_at) <= ${cutoff} and id > ${after}
    order by id limit ${limit}`.execute(db);
  return rows.map((r) => r.id);
}

/** A video answer behind a signed link: its id, key, type and name (for the file route). */
export function findAnswerFile(db: Database, id: number) {
  return db
    .selectFrom('video_interview_answers')
    .select(['id', 'storage_key', 'mime_type', 'file_name'])
    .where('id', '=', id)
    .where('storage_key', 'is not', null)
    .executeTakeFirst();
}

/** Every answer of the applicant's interviews goes (account deletion), each interview marked; answers the storage keys. */
export async function deleteApplicantAnswers(db: Database, applicantId: number, now: Date): Promise<string[]> {
  const interviews = db.selectFrom('video_interviews').select('id').where('applicant_id', '=', applicantId);
  const rows = await db
    .deleteFrom('video_interview_answers')
    .where('interview_id', 'in', interviews)
    .returning('storage_key')
    .execute();
  await db
    .updateTable('video_interviews')
    .set({ answers_deleted_at: now })
    .where('applicant_id', '=', applicantId)
    .where('answers_deleted_at', 'is', null)
    .execute();
  return rows.flatMap((r) => (r.storage_key ? [r.storage_key] : []));
}
