import type { MessageInterview, Template } from '@hashi/shared/video-interview.schema';
import type { CompanyInterview } from '@hashi/shared/video-interview.schema';
import type { mockApi } from '../../auth/test/mock-api.ts';
import { server as messagesServer } from '../../employer-messages/test/fixtures.ts';

export const TEMPLATES = '/api/v1/employer/video-interview-templates';
export const INTERVIEWS = '/api/v1/employer/video-interviews';

const AT = '2026-11-20T09:00:00.000Z';

export function interviewTemplate(overrides: Partial<Template> = {}): Template {
  return {
    id: 3,
    name: 'Backend first round',
    intro: 'Thank you for your interest. Please answer three short questions.',
    practice_question: null,
    questions: [
      {
        no: 1,
        type: 3,
        text: 'Tell us about yourself.',
        options: null,
        thinking_seconds: 30,
        answer_seconds: 120,
        takes: 2,
      },
    ],
    updated_at: AT,
    ...overrides,
  };
}

/** A completed interview with one answer of each type, two reviews (the reader's and a colleague's). */
export function interview(overrides: Partial<CompanyInterview> = {}): CompanyInterview {
  return {
    id: 12,
    thread_code: 'abc123',
    name: 'Backend first round',
    intro: 'Thank you for your interest.',
    questions: [
      {
        no: 1,
        type: 1,
        text: 'Which team do you prefer?',
        options: ['Payments', 'Search'],
        thinking_seconds: null,
        answer_seconds: null,
        takes: null,
      },
      { no: 2, type: 2, text: 'Why Japan?', options: null, thinking_seconds: null, answer_seconds: null, takes: null },
      {
        no: 3,
        type: 3,
        text: 'Tell us about a project.',
        options: null,
        thinking_seconds: 30,
        answer_seconds: 120,
        takes: 2,
      },
    ],
    deadline_at: '2026-11-27T09:00:00.000Z',
    status: 'completed',
    completed_at: '2026-11-22T03:00:00.000Z',
    answers_delete_at: '2026-12-22T03:00:00.000Z',
    answers_deleted: false,
    created_at: AT,
    applicant_id: 501,
    answers: [
      { question_no: 1, type: 1, selected_option: 2, text: null, video: null, takes_used: 0, updated_at: AT },
      {
        question_no: 2,
        type: 2,
        selected_option: null,
        text: 'I like the culture.\nAnd the food.',
        video: null,
        takes_used: 0,
        updated_at: AT,
      },
      {
        question_no: 3,
        type: 3,
        selected_option: null,
        text: null,
        video: {
          url: '/api/files/video-interview-answers/7?expires=1&signature=abc',
          url_expires_at: '2026-11-22T04:00:00.000Z',
          mime_type: 'video/webm',
          size: 1_000_000,
          file_name: 'answer.webm',
        },
        takes_used: 1,
        updated_at: AT,
      },
    ],
    reviews: [
      { user_id: 42, mine: true, rating: 3, comment: 'Clear answers.', updated_at: AT },
      { user_id: 77, mine: false, rating: 5, comment: 'Strong on payments.', updated_at: AT },
    ],
    ...overrides,
  };
}

export function messageInterview(overrides: Partial<MessageInterview> = {}): MessageInterview {
  return {
    id: 12,
    deadline_at: '2026-11-27T09:00:00.000Z',
    completed_at: null,
    answers_delete_at: '2026-12-27T09:00:00.000Z',
    answers_deleted: false,
    ...overrides,
  };
}

/** The console's own calls (session, company, unread counts) and the test's routes. */
export function server(routes: Parameters<typeof mockApi>[0]) {
  return messagesServer(routes);
}
