import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { RecordedCall } from '../../auth/test/mock-api.ts';
import { renderConsole, signIn } from '../../employer/test/console-fixtures.tsx';
import {
  conversation,
  conversationRoute,
  message,
  readRoute,
  sendRoute,
  server,
  thread,
  UNREAD,
} from '../test/fixtures.ts';

beforeEach(() => {
  signIn(2);
});
afterEach(() => i18next.changeLanguage('en'));

const CODE = 'abc123';
const PATH = `/api/v1/employer/messages/threads/${CODE}`;
const messageList = async () => screen.findByRole('region', { name: 'Messages' });
const items = (list: HTMLElement) => within(list).getAllByRole('listitem');

/** Every kind of message a company sees in one thread (spec §4). */
const history = [
  message({ id: 1, type: 1, sender_type: 2, mine: true, body: 'We would like to talk with you.' }),
  message({ id: 2, type: 13, sender_type: 1, body: null }),
  message({ id: 3, type: 2, sender_type: 2, mine: true, body: null }),
  message({ id: 4, type: 4, sender_type: 2, mine: true, body: null }),
  message({ id: 5, type: 5, sender_type: 1, body: null }),
  message({ id: 6, type: 10, sender_type: 2, mine: true, body: 'Template scout text.' }),
  message({ id: 7, type: 12, sender_type: 1, body: null, decline_reason: 'The salary does not match.' }),
  message({ id: 8, type: 11, sender_type: 1, body: null }),
  message({ id: 9, type: 3, sender_type: 4, body: null, application_status: { status: 2, label: 'First interview' } }),
  message({ id: 10, type: 3, sender_type: 1, body: 'Mail me at ⟦contact⟧ or call ⟦contact⟧.', contact_filtered: true }),
  message({ id: 11, type: 6, sender_type: 2, mine: true, body: 'See you on Monday.' }),
];

describe('employer conversation', () => {
  it('shows who the thread is with, every kind of message with its sender, and the contact filter', async () => {
    server({ [conversationRoute(CODE)]: conversation({ messages: history }) });
    renderConsole(`/employer/messages/${CODE}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Applicant #501' })).toBeTruthy();
    expect(screen.getByText('Job posting: Backend engineer')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'View profile' }).getAttribute('href')).toBe('/employer/applicants/501');
    expect(screen.getByRole('link', { name: 'All messages' }).getAttribute('href')).toBe('/employer/messages');
    expect(screen.getByText(/Contact details in messages .* are hidden from both sides/)).toBeTruthy();

    const rows = items(await messageList());
    const text = (i: number) => rows[i]?.textContent ?? '';
    expect(text(0)).toContain('You');
    expect(text(0)).toContain('Scout');
    expect(text(0)).toContain('We would like to talk with you.');
    expect(text(0)).toContain('21 Nov 2026 14:30');
    expect(text(1)).toContain('Applicant #501');
    expect(text(1)).toContain('Know More (scout reply)');
    expect(text(2)).toContain('Pin');
    expect(text(3)).toContain('Like');
    expect(text(4)).toContain('Know More');
    expect(text(5)).toContain('Template scout text.');
    expect(text(6)).toContain('Declined the scout');
    expect(text(6)).toContain('Reason: The salary does not match.');
    expect(text(7)).toContain('Applied from the scout');
    expect(text(8)).toContain('Hashi · The application status changed to: First interview');
    expect(
      within(rows[9] as HTMLElement).getAllByText(
        'Contact information is shown once the application reaches the first interview.',
      ),
    ).toHaveLength(2);
    expect(text(9)).toMatch(/^Applicant #501.*Mail me at Contact information/);
    expect(text(10)).toContain('See you on Monday.');
  });

  it('shows the original text and no banner once the contact stage is reached, named after the applicant', async () => {
    server({
      [conversationRoute(CODE)]: conversation({
        contact_stage: true,
        thread: thread({
          applicant: { id: 501, name: 'Linh Nguyen' },
          state: 'applied',
          application_status: { status: 2, label: 'First interview' },
        }),
        messages: [message({ body: 'Mail me at linh@example.com.' })],
      }),
    });
    renderConsole(`/employer/messages/${CODE}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Linh Nguyen' })).toBeTruthy();
    expect(screen.getByText('First interview')).toBeTruthy();
    expect(within(await messageList()).getByText('Mail me at linh@example.com.')).toBeTruthy();
    expect(screen.queryByText(/are hidden from both sides/)).toBeNull();
  });

  it('reads in Japanese', async () => {
    await act(() => i18next.changeLanguage('ja'));
    server({ [conversationRoute(CODE)]: conversation({ messages: history }) });
    renderConsole(`/employer/messages/${CODE}`);
    expect(await screen.findByRole('heading', { level: 1, name: '候補者 #501' })).toBeTruthy();
    expect(screen.getByText('求人：Backend engineer')).toBeTruthy();
    expect(screen.getByText(/双方に表示されません。$/)).toBeTruthy();
    const list = await screen.findByRole('region', { name: 'メッセージ' });
    expect(within(list).getAllByText('連絡先は、応募が一次面接に進むと表示されます。')).toHaveLength(2);
    expect(within(list).getByText('辞退理由：The salary does not match.')).toBeTruthy();
    expect(within(list).getAllByText('2026年11月21日 14:30').length).toBeGreaterThan(0);
    expect(screen.getByLabelText('メッセージを入力')).toBeTruthy();
    expect(screen.getByRole('button', { name: '送信' })).toBeTruthy();
  });

  it('loads earlier messages before the oldest one shown', async () => {
    const api = server({
      [conversationRoute(CODE)]: (call: RecordedCall) =>
        call.path.includes('before=')
          ? conversation({ messages: [message({ id: 40, body: 'The first message.' })], has_earlier: false })
          : conversation({ messages: [message({ id: 90, body: 'A later one.' })], has_earlier: true }),
    });
    renderConsole(`/employer/messages/${CODE}`);
    await screen.findByText('A later one.');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Show earlier messages' }));
    await screen.findByText('The first message.');
    expect(api.callsTo('GET', PATH).at(-1)?.path).toBe(`${PATH}?before=90`);
    const rows = items(await messageList());
    expect(rows.map((row) => row.textContent?.includes('first'))).toEqual([true, false]);
    expect(screen.queryByRole('button', { name: 'Show earlier messages' })).toBeNull();
  });

  it('marks the thread read up to the newest message and updates the badge', async () => {
    let unread = 3;
    const api = server({
      [UNREAD]: () => ({ body: { data: { unread, unread_threads: unread } } }),
      [conversationRoute(CODE)]: conversation({
        thread: thread({ unread_count: 2 }),
        messages: [message({ id: 7 }), message({ id: 8, body: 'Are you there?' })],
      }),
      [readRoute(CODE)]: () => {
        unread = 1;
        return { body: { data: { unread: 1, unread_threads: 1 } } };
      },
    });
    renderConsole(`/employer/messages/${CODE}`);
    const nav = await screen.findByRole('navigation', { name: 'Console pages' });
    await screen.findByText('Are you there?');
    await waitFor(() => expect(api.callsTo('POST', `${PATH}/read`)).toHaveLength(1));
    expect(api.callsTo('POST', `${PATH}/read`)[0]?.body).toEqual({ last_message_id: 8 });
    expect(
      await within(nav).findByRole('link', { name: 'Messages (1 conversation with unread messages)' }),
    ).toBeTruthy();
  });

  it('does not mark a thread with nothing unread', async () => {
    const api = server({ [conversationRoute(CODE)]: conversation() });
    renderConsole(`/employer/messages/${CODE}`);
    await screen.findByText('Hello');
    expect(api.callsTo('POST', `${PATH}/read`)).toHaveLength(0);
  });

  it('sends with Ctrl+Enter, keeps the text and the client id through a failed try, and starts a new id after', async () => {
    let fail = true;
    const api = server({
      [conversationRoute(CODE)]: conversation(),
      [sendRoute(CODE)]: (call: RecordedCall) => {
        if (fail) return new Response(null, { status: 503 });
        const { body } = call.body as { body: string };
        return {
          status: 201,
          body: { data: message({ id: 50 + api.calls.length, type: 6, sender_type: 2, mine: true, body }) },
        };
      },
    });
    renderConsole(`/employer/messages/${CODE}`);
    const user = userEvent.setup();
    const box = await screen.findByLabelText('Your message');
    expect(screen.getByText('0 / 4,000 characters')).toBeTruthy();
    await user.type(box, 'Could you come on Monday?');
    expect(screen.getByText('25 / 4,000 characters')).toBeTruthy();
    await user.keyboard('{Control>}{Enter}{/Control}');
    expect(await screen.findByText('The message could not be sent. Your text is kept: please try again.')).toBeTruthy();
    expect((box as HTMLTextAreaElement).value).toBe('Could you come on Monday?');

    fail = false;
    await user.click(screen.getByRole('button', { name: 'Send' }));
    const list = await messageList();
    expect(await within(list).findByText('Could you come on Monday?')).toBeTruthy();
    await waitFor(() => expect((box as HTMLTextAreaElement).value).toBe(''));
    const sends = api.callsTo('POST', `${PATH}/messages`);
    expect(sends).toHaveLength(2);
    const [first, retry] = sends.map((call) => call.body as { body: string; client_id: string });
    expect(first?.body).toBe('Could you come on Monday?');
    expect(first?.client_id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(retry?.client_id).toBe(first?.client_id);

    await user.type(box, 'Thank you.');
    fireEvent.keyDown(box, { key: 'Enter', metaKey: true });
    expect(await within(list).findByText('Thank you.')).toBeTruthy();
    const third = api.callsTo('POST', `${PATH}/messages`)[2]?.body as { client_id: string } | undefined;
    expect(third?.client_id).toBeDefined();
    expect(third?.client_id).not.toBe(first?.client_id);
  });

  it("puts the server's field message under the box", async () => {
    server({
      [conversationRoute(CODE)]: conversation(),
      [sendRoute(CODE)]: {
        status: 422,
        body: {
          message: 'The given data was invalid.',
          code: 'validation_failed',
          errors: { body: ['Please write a message.'] },
        },
      },
    });
    renderConsole(`/employer/messages/${CODE}`);
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Your message'), 'x');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Please write a message.')).toBeTruthy();
  });

  it('asks for text before sending an empty message', async () => {
    const api = server({ [conversationRoute(CODE)]: conversation() });
    renderConsole(`/employer/messages/${CODE}`);
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Please write a message.')).toBeTruthy();
    expect(api.callsTo('POST', `${PATH}/messages`)).toHaveLength(0);
  });

  it('explains a closed thread in place of the composer', async () => {
    server({
      [conversationRoute(CODE)]: conversation({
        can_write: false,
        write_block: 'closed',
        thread: thread({ posting_closed: true }),
      }),
    });
    renderConsole(`/employer/messages/${CODE}`);
    expect(
      await screen.findByText('This position is closed, so no new messages can be sent in this thread.'),
    ).toBeTruthy();
    expect(screen.getByText('Posting closed')).toBeTruthy();
    expect(screen.queryByLabelText('Your message')).toBeNull();
  });

  it('turns to the closed explanation when a send finds the posting closed', async () => {
    let closed = false;
    server({
      [conversationRoute(CODE)]: () => conversation({ can_write: !closed, write_block: closed ? 'closed' : null }),
      [sendRoute(CODE)]: () => {
        closed = true;
        return {
          status: 409,
          body: {
            message: 'This position is closed, so no new messages can be sent in this thread.',
            code: 'conflict',
          },
        };
      },
    });
    renderConsole(`/employer/messages/${CODE}`);
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Your message'), 'Hello?');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(screen.queryByLabelText('Your message')).toBeNull());
    expect(screen.getByText('This position is closed, so no new messages can be sent in this thread.')).toBeTruthy();
  });

  it('says so when the thread does not exist', async () => {
    server({});
    renderConsole('/employer/messages/nope');
    expect(await screen.findByText('This conversation does not exist or is no longer available.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'All messages' })).toBeTruthy();
  });
});
