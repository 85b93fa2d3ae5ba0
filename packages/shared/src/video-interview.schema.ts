import { z } from 'zod';
import { bodyRecordIdSchema, paginated, queryPageFields } from './api.schema.ts';
import { V } from './validation.ts';

/**
 * Asynchronous video interviews (spec §2 video interview steps, §3 question types, §4 retention,
 * §5 limits, §7 `GET /api/v1/video-interviews/{id}` and `POST /api/v1/video-interviews/{id}/update`;
 * issue 14; ADR 0047). A company writes a template, sends it in a thread (message type 7) with a
 * deadline; the applicant answers one question at a time and sends (an answer message type 8 each,
 * then the completion type 9); the company's team watches, rates and comments. Never scored
 * automatically.
 */

/** Spec §3: question types. */
export const QuestionType = { Selection: 1, FreeText: 2, Video: 3 } as const;
export type QuestionType = (typeof QuestionType)[keyof typeof QuestionType];

/** Spec §5/§9: a free-text answer holds at most 400 characters. */
export const VIDEO_INTERVIEW_TEXT_MAX = 400;
/** Spec §5/§9: a video answer is a video file of at most 50 MB. */
export const VIDEO_ANSWER_MAX_BYTES = 52_428_800;
/** A video question's answer time limit, in seconds (issue 14: 60–300). */
export const ANSWER_SECONDS_MIN = 60;
export const ANSWER_SECONDS_MAX = 300;
export const ANSWER_SECONDS_DEFAULT = 120;
/** Thinking time before a video answer starts recording, in seconds. */
export const THINKING_SECONDS_MAX = 300;
export const THINKING_SECONDS_DEFAULT = 30;
/** Takes of a video answer (issue 14: default 2). */
export const TAKES_MIN = 1;
export const TAKES_MAX = 5;
export const TAKES_DEFAULT = 2;
export const QUESTIONS_MAX = 20;
export const OPTIONS_MIN = 2;
export const OPTIONS_MAX = 10;
export const QUESTION_TEXT_MAX = 1000;
export const INTRO_MAX = 4000;
export const REVIEW_COMMENT_MAX = 2000;
/** A deadline is at least an hour and at most 60 days away when the interview is sent. */
export const DEADLINE_MIN_MS = 3_600_000;
export const DEADLINE_MAX_DAYS = 60;
/** Spec §4/§9: answers and their videos are kept 30 days (after completion, or after an unanswered deadline). */
export const VIDEO_INTERVIEW_RETENTION_DAYS = 30;
/** Spec §9: the recommendation shown at the start step: under 1280x720, about 30 seconds per answer. */
export const VIDEO_RECOMMENDATION = { max_width: 1280, max_height: 720, seconds: 30 } as const;
/** Containers a video answer may come in (by its bytes): what browsers' MediaRecorder and phones write. */
export const VIDEO_ANSWER_EXTENSIONS = ['mp4', 'mov', 'webm'] as const;

/** Message keys of video interview errors (server i18n, `video_interview.*`). */
export const VIDEO_INTERVIEW_MESSAGES = {
  deadlineRange: 'video_interview.deadline_range',
  deadlinePassed: 'video_interview.deadline_passed',
  alreadySent: 'video_interview.already_sent',
  answersDeleted: 'video_interview.answers_deleted',
  notAllAnswered: 'video_interview.not_all_answered',
  takesUsedUp: 'video_interview.takes_used_up',
  optionUnknown: 'video_interview.option_unknown',
  questionUnknown: 'video_interview.question_unknown',
  answerMismatch: 'video_interview.answer_mismatch',
  threadClosed: 'video_interview.thread_closed',
  templatesLimit: 'video_interview.templates_limit',
  textTooLong: 'video_interview.text_too_long',
} as const;

/**
 * The day a video interview's answers are deleted (spec §4): 30 days after it was completed, or
 * after its deadline when it never was. Both sides are told this date.
 */
export function answersDeleteAt(interview: { completed_at: Date | string | null; deadline_at: Date | string }): Date {
  const from = new Date(interview.completed_at ?? interview.deadline_at);
  return new Date(from.getTime() + VIDEO_INTERVIEW_RETENTION_DAYS * 86_400_000);
}

const int = (min: number, max: number) =>
  z
    .number({ error: V.number })
    .int({ error: V.integer })
    .min(min, { error: V.invalidValue })
    .max(max, { error: V.invalidValue });
const text = (max: number) =>
  z.string({ error: V.required }).trim().min(1, { error: V.required }).max(max, { error: V.maxChars });

const selectionQuestion = z
  .object({
    type: z.literal(QuestionType.Selection),
    text: text(QUESTION_TEXT_MAX),
    options: z
      .array(text(200), { error: V.required })
      .min(OPTIONS_MIN, { error: V.required })
      .max(OPTIONS_MAX, { error: V.maxItems }),
  })
  .strict();
const freeTextQuestion = z.object({ type: z.literal(QuestionType.FreeText), text: text(QUESTION_TEXT_MAX) }).strict();
const videoTiming = {
  thinking_seconds: int(0, THINKING_SECONDS_MAX).default(THINKING_SECONDS_DEFAULT),
  answer_seconds: int(ANSWER_SECONDS_MIN, ANSWER_SECONDS_MAX).default(ANSWER_SECONDS_DEFAULT),
};
const videoQuestion = z
  .object({
    type: z.literal(QuestionType.Video),
    text: text(QUESTION_TEXT_MAX),
    ...videoTiming,
    takes: int(TAKES_MIN, TAKES_MAX).default(TAKES_DEFAULT),
  })
  .strict();

/** One question of a template, by its type (spec §3). */
export const questionInputSchema = z.discriminatedUnion('type', [selectionQuestion, freeTextQuestion, videoQuestion], {
  error: V.invalidValue,
});
export type QuestionInput = z.infer<typeof questionInputSchema>;

/** The practice question: a video question whose answer never leaves the browser (never sent). */
export const practiceQuestionSchema = z.object({ text: text(QUESTION_TEXT_MAX), ...videoTiming }).strict();
export type PracticeQuestion = z.infer<typeof practiceQuestionSchema>;

export const templateInputSchema = z
  .object({
    name: text(100),
    intro: text(INTRO_MAX),
    practice_question: practiceQuestionSchema.nullish().transform((p) => p ?? null),
    questions: z
      .array(questionInputSchema, { error: V.required })
      .min(1, { error: V.required })
      .max(QUESTIONS_MAX, { error: V.maxItems }),
  })
  .strict();
export type TemplateInput = z.infer<typeof templateInputSchema>;
export type TemplateRequest = z.input<typeof templateInputSchema>;

/** A question as it is shown: its number in the interview (1-based) and its type's fields. */
export const questionSchema = z.object({
  no: z.number().int(),
  type: z.number().int(),
  text: z.string(),
  options: z.array(z.string()).nullable(),
  thinking_seconds: z.number().int().nullable(),
  answer_seconds: z.number().int().nullable(),
  takes: z.number().int().nullable(),
});
export type Question = z.infer<typeof questionSchema>;

const practiceSchema = z.object({
  text: z.string(),
  thinking_seconds: z.number().int(),
  answer_seconds: z.number().int(),
});

export const templateSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  intro: z.string(),
  practice_question: practiceSchema.nullable(),
  questions: z.array(questionSchema),
  updated_at: z.string(),
});
export type Template = z.infer<typeof templateSchema>;
export const templateResponseSchema = z.object({ data: templateSchema });
export const templateListResponseSchema = z.object({ data: z.array(templateSchema) });

/** The company sends a template to the applicant of one of its threads, with a deadline. */
export const sendInterviewSchema = z
  .object({
    thread_code: z.string({ error: V.required }).min(1, { error: V.required }).max(64, { error: V.invalidValue }),
    template_id: bodyRecordIdSchema,
    deadline_at: z.iso.datetime({ offset: true, error: V.date }),
  })
  .strict();
export type SendInterview = z.infer<typeof sendInterviewSchema>;

/**
 * Where an interview stands: `waiting` (sent, deadline ahead, not completed), `completed`,
 * `expired` (the deadline passed unanswered). `answers_deleted` says the answers are gone.
 */
export const INTERVIEW_STATUSES = ['waiting', 'completed', 'expired'] as const;
export type InterviewStatus = (typeof INTERVIEW_STATUSES)[number];

export const answerVideoSchema = z.object({
  url: z.string(),
  url_expires_at: z.string(),
  mime_type: z.string(),
  size: z.number().int(),
  file_name: z.string(),
});
export const answerSchema = z.object({
  question_no: z.number().int(),
  type: z.number().int(),
  /** Selection: the chosen option's number (1-based). */
  selected_option: z.number().int().nullable(),
  text: z.string().nullable(),
  video: answerVideoSchema.nullable(),
  takes_used: z.number().int(),
  updated_at: z.string(),
});
export type Answer = z.infer<typeof answerSchema>;

const interviewFields = {
  id: z.number().int(),
  thread_code: z.string(),
  name: z.string(),
  intro: z.string(),
  questions: z.array(questionSchema),
  deadline_at: z.string(),
  status: z.enum(INTERVIEW_STATUSES),
  completed_at: z.string().nullable(),
  /** The day the answers and videos are deleted (spec §4), told to both sides. */
  answers_delete_at: z.string(),
  answers_deleted: z.boolean(),
  created_at: z.string(),
};

export const reviewSchema = z.object({
  user_id: z.number().int(),
  mine: z.boolean(),
  rating: z.number().int().nullable(),
  comment: z.string().nullable(),
  updated_at: z.string(),
});
export type Review = z.infer<typeof reviewSchema>;

/** The company's view: the answers once the applicant sent them (never drafts), and its team's reviews. */
export const companyInterviewSchema = z.object({
  ...interviewFields,
  applicant_id: z.number().int(),
  answers: z.array(answerSchema),
  reviews: z.array(reviewSchema),
});
export type CompanyInterview = z.infer<typeof companyInterviewSchema>;
export const companyInterviewResponseSchema = z.object({ data: companyInterviewSchema });
export const companyInterviewSummarySchema = z.object({
  ...interviewFields,
  applicant_id: z.number().int(),
});
export const companyInterviewListResponseSchema = paginated(companyInterviewSummarySchema);
export const companyInterviewListQuerySchema = z
  .object({
    ...queryPageFields({ perPage: 20, maxPerPage: 50, maxPage: 10_000 }),
    thread_code: z.string().min(1).max(64).optional(),
  })
  .strict();
export type CompanyInterviewListQuery = z.infer<typeof companyInterviewListQuerySchema>;

export const reviewInputSchema = z
  .object({
    rating: int(1, 5)
      .nullish()
      .transform((r) => r ?? null),
    comment: z
      .string({ error: V.invalidType })
      .trim()
      .max(REVIEW_COMMENT_MAX, { error: V.maxChars })
      .nullish()
      .transform((c) => (c ? c : null)),
  })
  .strict();
export type ReviewInput = z.infer<typeof reviewInputSchema>;
export const reviewResponseSchema = z.object({ data: reviewSchema });

/** The applicant's view (spec §7 GET): the steps' content, the own answers, the date they go. */
export const applicantInterviewSchema = z.object({
  ...interviewFields,
  practice_question: practiceSchema.nullable(),
  answers: z.array(answerSchema),
  /** The applicant may still answer, change and send: not sent, deadline ahead. */
  can_answer: z.boolean(),
  recommendation: z.object({ max_width: z.number(), max_height: z.number(), seconds: z.number() }),
  retention_days: z.number().int(),
});
export type ApplicantInterview = z.infer<typeof applicantInterviewSchema>;
export const applicantInterviewResponseSchema = z.object({ data: applicantInterviewSchema });

const formInt = (max: number) =>
  z.coerce
    .number({ error: V.number })
    .int({ error: V.integer })
    .min(1, { error: V.invalidValue })
    .max(max, { error: V.invalidValue });
const flag = z
  .union([z.boolean(), z.enum(['true', 'false', '1', '0'])], { error: V.invalidValue })
  .transform((v) => v === true || v === 'true' || v === '1');

/**
 * The fields of `POST /api/v1/video-interviews/{id}/update` (multipart, or the same as JSON):
 * one answer (`question_no` with `selected_option`, `text`, or a video — a file part `video` or
 * `upload_id`, a finished resumable upload), and/or `send` to complete the interview.
 */
export const answerUpdateSchema = z
  .object({
    question_no: formInt(QUESTIONS_MAX).optional(),
    selected_option: formInt(OPTIONS_MAX).optional(),
    text: z
      .string({ error: V.invalidType })
      .max(VIDEO_INTERVIEW_TEXT_MAX, { error: VIDEO_INTERVIEW_MESSAGES.textTooLong })
      .optional(),
    upload_id: z.string().min(1).max(64).optional(),
    send: flag.optional(),
  })
  .strict();
export type AnswerUpdate = z.infer<typeof answerUpdateSchema>;

export const deleteAnswersQuerySchema = z.object({ question_no: formInt(QUESTIONS_MAX).optional() }).strict();

/** What a message of type 7, 8 or 9 carries about its interview, for both sides (ADR 0047). */
export const messageInterviewSchema = z.object({
  id: z.number().int(),
  deadline_at: z.string(),
  completed_at: z.string().nullable(),
  answers_delete_at: z.string(),
  answers_deleted: z.boolean(),
});
export type MessageInterview = z.infer<typeof messageInterviewSchema>;

/** The signed link of a video answer: GET /api/files/video-interview-answers/{id}?expires=…&signature=… */
export const ANSWER_FILE_PATH = '/api/files/video-interview-answers';
