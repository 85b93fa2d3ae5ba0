import type { Message, Thread } from '@hashi/shared/messaging.schema';
import { type RecordedCall, logIn, mockApi } from '../../auth/test/mock-api.ts';

export const M = '/api/v2/customer/messages';
export const CODE = '0f3a9c2e4b5d6e7f8a9b0c1d2e3f4a5b';

type Routes = Parameters<typeof mockApi>[0];

const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3_600_000).toISOString();

export function thread(overrides: Partial<Thread> = {}): Thread {
  return {
    code: CODE,
    company: { id: 9, name: 'Sakura Cloud KK', logo_url: null },
    job_posting: { id: 42, title: 'Senior backend engineer (Go)' },
    state: 'scouted',
    application_status: null,
    posting_closed: false,
    last_message: {
      type: 1,
      status: null,
      sender_type: 2,
      application_status: null,
      preview: 'We would like to talk about our Go team.',
      report_notice: null,
      attachments: 0,
      created_at: hoursAgo(3),
    },
    unread_count: 2,
    ...overrides,
  };
}

export function threadsPage(items: Thread[], meta: Partial<{ current_page: number; last_page: number }> = {}) {
  return { data: items, meta: { current_page: 1, per_page: 20, total: items.length, last_page: 1, ...meta } };
}

export function message(id: number, overrides: Partial<Message> = {}): Message {
  const base: Message = {
    id,
    type: 6,
    status: null,
    sender_type: 2,
    mine: false,
    body: `Message ${id}`,
    contact_filtered: false,
    application_status: null,
    decline_reason: null,
    report_notice: null,
    reportable: false,
    attachments: [],
    created_at: '2026-11-22T05:05:00.000Z',
    ...overrides,
  };
  // As the server says: the other side's messages can be reported until someone did.
  return {
    ...base,
    reportable: overrides.reportable ?? (!base.mine && base.sender_type !== 4 && base.report_notice === null),
  };
}

type ConversationData = {
  thread: Thread;
  messages: Message[];
  has_earlier: boolean;
  can_write: boolean;
  write_block: 'closed' | 'not_yet' | null;
  contact_stage: boolean;
  pending_scout: boolean;
};

export function conversation(overrides: Partial<ConversationData> = {}): { data: ConversationData } {
  return {
    data: {
      thread: thread(),
      messages: [
        message(1, { type: 1, body: 'We would like to talk about our Go team.' }),
        message(2, { type: 6, body: 'When could you talk?' }),
      ],
      has_earlier: false,
      can_write: true,
      write_block: null,
      contact_stage: false,
      pending_scout: false,
      ...overrides,
    },
  };
}

/** A signed-in applicant; nothing unread and no threads unless `routes` says. */
export function messagesApi(routes: Routes = {}) {
  logIn();
  return mockApi({
    [`GET ${M}/threads`]: { body: threadsPage([]) },
    [`GET ${M}/unread`]: { body: { data: { unread: 0, unread_threads: 0 } } },
    [`POST ${M}/threads/${CODE}/read`]: { body: { data: { unread: 0, unread_threads: 0 } } },
    ...routes,
  });
}

/** The query string of a recorded call, as an object. */
export const queryOf = (call: RecordedCall | undefined) =>
  Object.fromEntries(new URL(call?.path ?? '/', 'http://localhost').searchParams);
