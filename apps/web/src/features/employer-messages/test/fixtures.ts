import type { CompanyConversationResponse, CompanyThread, Message } from '@hashi/shared/messaging.schema';
import type { mockApi } from '../../auth/test/mock-api.ts';
import { server as approachServer } from '../../employer-approaches/test/fixtures.ts';

const AT = '2026-11-21T05:30:00.000Z'; // 14:30 in Tokyo

export const UNREAD = 'GET /api/v1/employer/messages/unread';
export const THREADS = 'GET /api/v1/employer/messages/threads';
export const conversationRoute = (code: string) => `GET /api/v1/employer/messages/threads/${code}`;
export const sendRoute = (code: string) => `POST /api/v1/employer/messages/threads/${code}/messages`;
export const readRoute = (code: string) => `POST /api/v1/employer/messages/threads/${code}/read`;

export function thread(overrides: Partial<CompanyThread> = {}): CompanyThread {
  return {
    code: 'abc123',
    applicant: { id: 501, name: null },
    job_posting: { id: 31, title: 'Backend engineer' },
    state: 'know_more',
    application_status: null,
    posting_closed: false,
    last_message: {
      type: 5,
      status: null,
      sender_type: 1,
      application_status: null,
      preview: null,
      report_notice: null,
      attachments: 0,
      created_at: AT,
    },
    unread_count: 0,
    ...overrides,
  };
}

export function message(overrides: Partial<Message> = {}): Message {
  const base: Message = {
    id: 1,
    type: 3,
    status: null,
    sender_type: 1,
    mine: false,
    body: 'Hello',
    contact_filtered: false,
    application_status: null,
    decline_reason: null,
    report_notice: null,
    reportable: false,
    attachments: [],
    created_at: AT,
    ...overrides,
  };
  // As the server says: the other side's messages can be reported until someone did.
  return {
    ...base,
    reportable: overrides.reportable ?? (!base.mine && base.sender_type !== 4 && base.report_notice === null),
  };
}

export function conversation(overrides: Partial<CompanyConversationResponse['data']> = {}): {
  body: CompanyConversationResponse;
} {
  return {
    body: {
      data: {
        thread: thread(),
        messages: [message()],
        has_earlier: false,
        can_write: true,
        write_block: null,
        contact_stage: false,
        ...overrides,
      },
    },
  };
}

/** The console's own calls (session, company, postings) with no unread messages, and the test's routes. */
export function server(routes: Parameters<typeof mockApi>[0]) {
  return approachServer({ [UNREAD]: { body: { data: { unread: 0, unread_threads: 0 } } }, ...routes });
}
