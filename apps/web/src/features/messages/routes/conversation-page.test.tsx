import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { afterEach, describe, expect, it } from 'vitest';
import { MESSAGES_UNREAD_QUERY_KEY } from '../../shell/api/use-unread-counts.ts';
import { approachItem, pendingScout, postingState } from '../../approaches/test/render-approach.tsx';
import { CODE, conversation, M, message, messagesApi, queryOf, thread } from '../test/fixtures.ts';
import { renderMessages } from '../test/render-messages.tsx';

afterEach(() => i18next.changeLanguage('en'));

const CONVERSATION = `${M}/threads/${CODE}`;
const SEND = `${CONVERSATION}/messages`;
const READ = `${CONVERSATION}/read`;
const log = (name = 'Messages with Sakura Cloud KK') => screen.findByRole('log', { name }, { timeout: 15_000 });
const items = async (name?: string) => within(await log(name)).getAllByRole('listitem');
const box = () => screen.getByRole('textbox', { name: 'Message to Sakura Cloud KK' }) as HTMLTextAreaElement;

describe('/messages/{code} (Conversation)', () => {
  it('shows the company, the posting and every kind of message, oldest first', async () => {
    messagesApi({
      [`GET ${CONVERSATION}`]: {
        body: conversation({
          thread: thread({ state: 'applied', application_status: { status: 2, label: 'First interview' } }),
          messages: [
            message(1, { type: 1, body: 'We would like to talk about our Go team.' }),
            message(2, { type: 13, sender_type: 1, mine: true, body: null, status: 1 }),
            message(3, { type: 6, body: 'Mail me at ⟦contact⟧.\n\nBest,\n  Aiko', contact_filtered: true }),
            message(4, { type: 3, sender_type: 1, mine: true, body: 'Thank you!\nSee you soon.' }),
            message(5, {
              type: 3,
              sender_type: 4,
              body: null,
              application_status: { status: 2, label: 'First interview' },
            }),
          ],
        }),
      },
    });
    renderMessages(`/messages/${CODE}`);
    const [scout, reply, text, mine, status] = await items();
    expect(screen.getByRole('heading', { level: 1, name: 'Sakura Cloud KK' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Job: Senior backend engineer (Go)' }).getAttribute('href')).toBe(
      '/jobs/42',
    );
    expect(screen.getByText('Applied · First interview')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'All messages' }).getAttribute('href')).toBe('/messages');

    expect(within(scout as HTMLElement).getByText('Scout')).toBeTruthy();
    expect(within(scout as HTMLElement).getByText('We would like to talk about our Go team.')).toBeTruthy();
    expect(
      within(scout as HTMLElement)
        .getByText('22 Nov 2026 14:05')
        .getAttribute('datetime'),
    ).toBe('2026-11-22T05:05:00.000Z');
    expect(within(reply as HTMLElement).getByText('You')).toBeTruthy();
    expect(within(reply as HTMLElement).getByText('You replied to the scout: Know More.')).toBeTruthy();
    // The text keeps its line breaks and spaces; the hidden contact is the spec's notice.
    const paragraph = within(text as HTMLElement)
      .getByText(/Mail me at/)
      .closest('p');
    expect(paragraph?.textContent).toBe(
      'Mail me at Contact information is shown after document screening passes..\n\nBest,\n  Aiko',
    );
    expect(within(text as HTMLElement).getByText('Sakura Cloud KK')).toBeTruthy();
    expect(
      within(mine as HTMLElement)
        .getByText(/Thank you!/)
        .closest('p')?.textContent,
    ).toBe('Thank you!\nSee you soon.');
    expect(within(status as HTMLElement).getByText('Hashi')).toBeTruthy();
    expect(within(status as HTMLElement).getByText('Status: First interview')).toBeTruthy();
    expect(document.title).toBe('Sakura Cloud KK | Messages | Hashi');
  });

  it('reads in Japanese: senders, the contact notice, the closed position', async () => {
    await i18next.changeLanguage('ja');
    messagesApi({
      [`GET ${CONVERSATION}`]: {
        body: conversation({
          thread: thread({ posting_closed: true }),
          messages: [
            message(1, { type: 6, body: '⟦contact⟧までご連絡ください。', contact_filtered: true }),
            message(2, { type: 3, sender_type: 1, mine: true, body: 'ありがとうございます。' }),
          ],
          can_write: false,
          write_block: 'closed',
        }),
      },
    });
    renderMessages(`/messages/${CODE}`);
    const [theirs, mine] = await items('Sakura Cloud KKとのメッセージ');
    expect(
      within(theirs as HTMLElement)
        .getByText(/までご連絡ください/)
        .closest('p')?.textContent,
    ).toBe('連絡先は書類選考通過後に表示されます。までご連絡ください。');
    expect(within(theirs as HTMLElement).getByText('2026年11月22日 14:05')).toBeTruthy();
    expect(within(mine as HTMLElement).getByText('あなた')).toBeTruthy();
    expect(screen.getByText('この求人の募集は終了しました。')).toBeTruthy();
    expect(screen.getByText('募集終了')).toBeTruthy();
    expect(screen.queryByRole('textbox')).toBeNull();
  });

  it('marks the conversation read up to its newest message, and the badge takes the new count', async () => {
    const api = messagesApi({
      [`GET ${CONVERSATION}`]: { body: conversation() },
      [`POST ${READ}`]: { body: { data: { unread: 3, unread_threads: 1 } } },
    });
    const { queryClient } = renderMessages(`/messages/${CODE}`);
    await log();
    await waitFor(() => expect(api.callsTo('POST', READ)).toHaveLength(1));
    expect(api.callsTo('POST', READ)[0]?.body).toEqual({ last_message_id: 2 });
    await waitFor(() =>
      expect(queryClient.getQueryData(MESSAGES_UNREAD_QUERY_KEY)).toEqual({ data: { unread: 3, unread_threads: 1 } }),
    );
  });

  it('does not mark a conversation with nothing unread', async () => {
    const api = messagesApi({
      [`GET ${CONVERSATION}`]: { body: conversation({ thread: thread({ unread_count: 0 }) }) },
    });
    renderMessages(`/messages/${CODE}`);
    await log();
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(api.callsTo('POST', READ)).toHaveLength(0);
  });

  it('loads earlier messages above the ones shown', async () => {
    const user = userEvent.setup();
    const api = messagesApi({
      [`GET ${CONVERSATION}`]: (call) =>
        queryOf(call).before === '51'
          ? { body: conversation({ messages: [message(50, { body: 'An earlier one' })] }) }
          : { body: conversation({ messages: [message(51), message(52)], has_earlier: true }) },
    });
    renderMessages(`/messages/${CODE}`);
    await log();
    await user.click(screen.getByRole('button', { name: 'Load earlier messages' }));
    await waitFor(async () => expect(await items()).toHaveLength(3));
    const [first] = await items();
    expect(within(first as HTMLElement).getByText('An earlier one')).toBeTruthy();
    expect(queryOf(api.callsTo('GET', CONVERSATION).at(-1))).toEqual({ before: '51' });
    expect(screen.queryByRole('button', { name: 'Load earlier messages' })).toBeNull();
  });

  it('answers a pending scout with the approach panel, then shows the conversation again', async () => {
    const user = userEvent.setup();
    let replied = false;
    const api = messagesApi({
      [`GET ${CONVERSATION}`]: () => ({
        body: replied
          ? conversation({
              thread: thread({ state: 'matched' }),
              messages: [message(1, { type: 1 }), message(3, { type: 13, sender_type: 1, mine: true, body: null })],
            })
          : conversation({ pending_scout: true }),
      }),
      'GET /api/v2/customer/approach/job-posting/42': () => ({
        body: postingState({ scout: replied ? pendingScout({ state: 'sent', reply: 'know_more' }) : pendingScout() }),
      }),
      'POST /api/v2/customer/approach/scout-reply': () => {
        replied = true;
        return { body: { data: approachItem(42) } };
      },
      'GET /api/v2/customer/approach/unread': { body: { data: { total_count: 0 } } },
    });
    renderMessages(`/messages/${CODE}`);
    const panel = await screen.findByRole('group', { name: 'Reply to the scout' }, { timeout: 15_000 });
    expect(screen.getByText('Please reply by 20 Dec 2026')).toBeTruthy();
    // The scout's text is in the conversation once, not again in the panel.
    expect(screen.getAllByText('We would like to talk about our Go team.')).toHaveLength(1);
    await user.click(within(panel).getByRole('button', { name: 'Know More' }));
    const confirm = await screen.findByRole('dialog', { name: 'Tell the company you would like to hear more?' });
    await user.click(within(confirm).getByRole('button', { name: 'Send Know More' }));
    expect(await screen.findByText('You replied to the scout: Know More.')).toBeTruthy();
    expect(api.callsTo('POST', '/api/v2/customer/approach/scout-reply')[0]?.body).toEqual({
      job_posting_id: 42,
      reply: 'know_more',
      answers: [],
    });
    await waitFor(() => expect(screen.queryByRole('group', { name: 'Reply to the scout' })).toBeNull());
    expect(screen.getByText('Matched')).toBeTruthy();
  });

  it('explains what would open a conversation the applicant cannot write in yet', async () => {
    messagesApi({
      [`GET ${CONVERSATION}`]: {
        body: conversation({ thread: thread({ state: 'know_more' }), can_write: false, write_block: 'not_yet' }),
      },
    });
    renderMessages(`/messages/${CODE}`);
    await log();
    expect(
      screen.getByText(
        'You can write to this company once it scouts, pins or likes you, or once you apply to this job.',
      ),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'View the job' }).getAttribute('href')).toBe('/jobs/42');
    expect(screen.queryByRole('textbox')).toBeNull();
  });

  it('says a closed position is closed, and offers no message box', async () => {
    messagesApi({
      [`GET ${CONVERSATION}`]: {
        body: conversation({ thread: thread({ posting_closed: true }), can_write: false, write_block: 'closed' }),
      },
    });
    renderMessages(`/messages/${CODE}`);
    await log();
    expect(screen.getByText('This position is closed.')).toBeTruthy();
    expect(screen.getByText('Position closed')).toBeTruthy();
    expect(screen.queryByRole('textbox')).toBeNull();
  });

  it('sends with Ctrl+Enter: the message shows at once, then as the server stored it', async () => {
    const user = userEvent.setup();
    let answer: (() => void) | undefined;
    const api = messagesApi({
      [`GET ${CONVERSATION}`]: { body: conversation() },
      [`POST ${SEND}`]: (call) =>
        new Promise((resolve) => {
          const body = call.body as { body: string };
          answer = () =>
            resolve({
              status: 201,
              body: { data: message(9, { type: 3, sender_type: 1, mine: true, body: body.body }) },
            });
        }),
    });
    renderMessages(`/messages/${CODE}`);
    await log();
    await user.type(box(), '  Hello,{Shift>}{Enter}{/Shift}I am free on Monday.  ');
    await user.keyboard('{Control>}{Enter}{/Control}');
    await screen.findByText('Sending…');
    const sent = api.callsTo('POST', SEND)[0]?.body as { body: string; client_id: string };
    expect(sent.body).toBe('Hello,\nI am free on Monday.');
    expect(sent.client_id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(screen.getByRole('button', { name: 'Sending' })).toHaveProperty('disabled', true);
    answer?.();
    await waitFor(() => expect(screen.queryByText('Sending…')).toBeNull());
    const last = (await items()).at(-1) as HTMLElement;
    expect(
      within(last)
        .getByText(/I am free on Monday/)
        .closest('p')?.textContent,
    ).toBe('Hello,\nI am free on Monday.');
    expect(within(last).getByText('22 Nov 2026 14:05')).toBeTruthy();
    expect(box().value).toBe('');
  });

  it('keeps the text and its client id after a failed send, so sending again is harmless', async () => {
    const user = userEvent.setup();
    let attempts = 0;
    const api = messagesApi({
      [`GET ${CONVERSATION}`]: { body: conversation() },
      [`POST ${SEND}`]: (call) => {
        attempts += 1;
        if (attempts === 1) return { status: 503, body: { message: 'Server Error', code: 'server_error' } };
        const body = call.body as { body: string };
        return { status: 200, body: { data: message(9 + attempts, { sender_type: 1, mine: true, body: body.body }) } };
      },
    });
    const { report } = renderMessages(`/messages/${CODE}`);
    await log();
    await user.type(box(), 'See you on Monday.');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('The message was not sent. Please try again in a moment.')).toBeTruthy();
    expect(report).not.toHaveBeenCalled();
    expect(box().value).toBe('See you on Monday.');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(box().value).toBe(''));
    const [first, second] = api.callsTo('POST', SEND).map((c) => c.body as { client_id: string });
    expect(second?.client_id).toBe(first?.client_id);
    expect(screen.queryByText(/The message was not sent/)).toBeNull();
    // A new text is a new message: a new client id.
    await user.type(box(), 'One more thing.');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(api.callsTo('POST', SEND)).toHaveLength(3));
    const third = api.callsTo('POST', SEND)[2]?.body as { client_id: string };
    expect(third.client_id).not.toBe(first?.client_id);
  });

  it('shows why the server refused a send, in the language of the page', async () => {
    await i18next.changeLanguage('ja');
    const user = userEvent.setup();
    const api = messagesApi({
      [`GET ${CONVERSATION}`]: { body: conversation() },
      [`POST ${SEND}`]: {
        status: 409,
        body: {
          message: 'この求人は募集を終了したため、このスレッドでは新しいメッセージを送信できません。',
          code: 'conflict',
        },
      },
    });
    renderMessages(`/messages/${CODE}`);
    await log('Sakura Cloud KKとのメッセージ');
    await user.type(screen.getByRole('textbox', { name: 'Sakura Cloud KKへのメッセージ' }), 'こんにちは');
    await user.click(screen.getByRole('button', { name: '送信' }));
    expect(
      await screen.findByText('この求人は募集を終了したため、このスレッドでは新しいメッセージを送信できません。'),
    ).toBeTruthy();
    // The page asks again whether it may still write.
    await waitFor(() => expect(api.callsTo('GET', CONVERSATION).length).toBeGreaterThan(1));
  });

  it('checks the text before sending: not empty, at most 4,000 characters', async () => {
    const user = userEvent.setup();
    const api = messagesApi({ [`GET ${CONVERSATION}`]: { body: conversation() } });
    renderMessages(`/messages/${CODE}`);
    await log();
    expect(screen.getByText('0 / 4,000 characters')).toBeTruthy();
    await user.type(box(), '   ');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Please write a message.')).toBeTruthy();
    fireEvent.change(box(), { target: { value: 'x'.repeat(4001) } });
    expect(screen.getByText('4,001 / 4,000 characters')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('A message can have up to 4,000 characters.')).toBeTruthy();
    expect(api.callsTo('POST', SEND)).toHaveLength(0);
  });

  it('shows the not-found page for an unknown or foreign code', async () => {
    messagesApi({ [`GET ${M}/threads/nope`]: { status: 404, body: { message: 'Not found', code: 'not_found' } } });
    const { report } = renderMessages('/messages/nope');
    expect(
      await screen.findByRole('heading', { name: 'This conversation was not found' }, { timeout: 15_000 }),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to your messages' }).getAttribute('href')).toBe('/messages');
    expect(report).not.toHaveBeenCalled();
  });
});
