import type { Answer, ApplicantInterview } from '@hashi/shared/video-interview.schema';
import { logIn, mockApi } from '../../auth/test/mock-api.ts';
import { conversation, thread } from '../../messages/test/fixtures.ts';

export const ID = 5;
export const API = `/api/v1/video-interviews/${ID}`;
export const THREAD = '0f3a9c2e4b5d6e7f8a9b0c1d2e3f4a5b';
export const PAGE = `/video-interviews/${ID}`;
type Routes = Parameters<typeof mockApi>[0];

/** A waiting interview of Sakura Cloud KK: a choice, a text and a video question, and a practice question. */
export function interview(overrides: Partial<ApplicantInterview> = {}): ApplicantInterview {
  return {
    id: ID,
    thread_code: THREAD,
    name: 'First interview: backend engineer',
    intro: 'Thank you for your interest in Sakura Cloud.\nPlease answer three short questions.',
    questions: [
      {
        no: 1,
        type: 1,
        text: 'Which team interests you most?',
        options: ['Platform', 'Payments', 'Mobile'],
        thinking_seconds: null,
        answer_seconds: null,
        takes: null,
      },
      {
        no: 2,
        type: 2,
        text: 'Tell us about a project you are proud of.',
        options: null,
        thinking_seconds: null,
        answer_seconds: null,
        takes: null,
      },
      {
        no: 3,
        type: 3,
        text: 'Introduce yourself in about 30 seconds.',
        options: null,
        thinking_seconds: 30,
        answer_seconds: 120,
        takes: 2,
      },
    ],
    deadline_at: '2027-01-10T09:00:00.000Z',
    status: 'waiting',
    completed_at: null,
    answers_delete_at: '2027-02-09T09:00:00.000Z',
    answers_deleted: false,
    created_at: '2026-11-22T05:00:00.000Z',
    practice_question: { text: 'Say hello and tell us where you are today.', thinking_seconds: 5, answer_seconds: 60 },
    answers: [],
    can_answer: true,
    recommendation: { max_width: 1280, max_height: 720, seconds: 30 },
    retention_days: 30,
    ...overrides,
  };
}

export function answer(questionNo: number, overrides: Partial<Answer> = {}): Answer {
  return {
    question_no: questionNo,
    type: questionNo === 1 ? 1 : questionNo === 2 ? 2 : 3,
    selected_option: null,
    text: null,
    video: null,
    takes_used: 0,
    updated_at: '2026-11-29T05:00:00.000Z',
    ...overrides,
  };
}

export const video = (name = 'question-3-take-1.webm') => ({
  url: `/api/files/video-interview-answers/9?expires=1&signature=s-${name}`,
  url_expires_at: '2026-11-29T06:00:00.000Z',
  mime_type: 'video/webm',
  size: 2048,
  file_name: name,
});

/** Every answer of a sent interview. */
export const allAnswers = () => [
  answer(1, { selected_option: 2 }),
  answer(2, { text: 'A payments service in Go.' }),
  answer(3, { video: video(), takes_used: 1 }),
];

/**
 * A signed-in applicant, the interview as `state` holds it (GET), the thread's company, and an
 * update route that keeps the answers it is sent (as the server's drafts).
 */
export function interviewApi(initial: ApplicantInterview = interview(), routes: Routes = {}) {
  logIn();
  let state = initial;
  const api = mockApi({
    [`GET ${API}`]: () => ({ body: { data: state } }),
    [`GET /api/v2/customer/messages/threads/${THREAD}`]: {
      body: conversation({ thread: thread({ code: THREAD }), messages: [] }),
    },
    [`POST ${API}/update`]: ({ body }) => {
      const input = body as { question_no?: number; selected_option?: number; text?: string; upload_id?: string };
      if (input.question_no) {
        const previous = state.answers.find((a) => a.question_no === input.question_no);
        const next = answer(input.question_no, {
          selected_option: input.selected_option ?? null,
          text: input.text ?? null,
          video: input.upload_id ? video(`question-${input.question_no}.webm`) : null,
          takes_used: (previous?.takes_used ?? 0) + (input.upload_id ? 1 : 0),
        });
        state = {
          ...state,
          answers: [...state.answers.filter((a) => a.question_no !== input.question_no), next],
        };
      }
      return { body: { data: state } };
    },
    ...routes,
  });
  return { ...api, current: () => state };
}
