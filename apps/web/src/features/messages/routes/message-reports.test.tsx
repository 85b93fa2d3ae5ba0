import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { afterEach, describe, expect, it } from 'vitest';
import type { RecordedCall } from '../../auth/test/mock-api.ts';
import { CODE, conversation, M, message, messagesApi, thread, threadsPage } from '../test/fixtures.ts';
import { renderMessages } from '../test/render-messages.tsx';

afterEach(() => i18next.changeLanguage('en'));

const CONVERSATION = `${M}/threads/${CODE}`;
const REPORT = `${CONVERSATION}/messages/2/report`;
const log = () => screen.findByRole('log', { name: 'Messages with Sakura Cloud KK' }, { timeout: 15_000 });
const SCAM = 'Please pay ¥30,000 to book the interview.';

const reported = message(2, { body: null, report_notice: 'reported' });
const original = message(2, { body: SCAM });

/** The conversation as the server answers it: the company's text, until the applicant reports it. */
function conversationApi() {
  let hidden = false;
  const api = messagesApi({
    [`GET ${CONVERSATION}`]: () => ({
      body: conversation({
        messages: [message(1, { type: 1, body: 'We would like to talk.' }), hidden ? reported : original],
      }),
    }),
    [`POST ${REPORT}`]: (call: RecordedCall) => {
      hidden = true;
      const body = call.body as { reason: string; note: string | null };
      return {
        status: 201,
        body: {
          data: {
            report: {
              id: 7,
              message_id: 2,
              reason: body.reason,
              note: body.note,
              created_at: '2026-11-22T06:00:00.000Z',
            },
            message: reported,
          },
        },
      };
    },
  });
  return api;
}

describe('reporting a message (applicant)', () => {
  it('reports the company’s message with a reason and a note; the notice then takes its place', async () => {
    const user = userEvent.setup();
    const api = conversationApi();
    renderMessages(`/messages/${CODE}`);
    const list = await log();
    expect(within(list).getByText(SCAM)).toBeTruthy();
    // Only the company's messages can be reported, each by a named button.
    expect(within(list).getAllByRole('button', { name: /^Report this message/ })).toHaveLength(2);
    await user.click(within(list).getAllByRole('button', { name: 'Report this message from Sakura Cloud KK' })[1]!);

    const dialog = await screen.findByRole('dialog', { name: 'Report this message' });
    await user.click(within(dialog).getByRole('button', { name: 'Send report' }));
    expect(await within(dialog).findByText('Choose a reason for the report.')).toBeTruthy();
    expect(api.callsTo('POST', REPORT)).toHaveLength(0);

    const reasons = within(dialog).getByRole('radiogroup', { name: /Reason/ });
    expect(within(reasons).getAllByRole('radio')).toHaveLength(6);
    await user.click(within(reasons).getByRole('radio', { name: 'Other' }));
    await user.click(within(dialog).getByRole('button', { name: 'Send report' }));
    expect(await within(dialog).findByText('Tell us briefly what is wrong with this message.')).toBeTruthy();

    await user.click(within(reasons).getByRole('radio', { name: 'Scam, fraud or a request for money' }));
    await user.type(within(dialog).getByRole('textbox', { name: /Details/ }), 'They ask for money.');
    await user.click(within(dialog).getByRole('button', { name: 'Send report' }));

    expect(await screen.findByRole('heading', { name: 'Report sent' })).toBeTruthy();
    expect(api.callsTo('POST', REPORT)[0]?.body).toEqual({ reason: 'scam', note: 'They ask for money.' });
    await user.click(screen.getByRole('button', { name: 'Close' }));

    expect(await within(list).findByText('You reported this message. Our team is reviewing it.')).toBeTruthy();
    expect(within(list).queryByText(SCAM)).toBeNull();
    // The focus the Report button had goes to the notice in its place.
    await waitFor(() =>
      expect(document.activeElement?.textContent).toBe('You reported this message. Our team is reviewing it.'),
    );
    expect(within(list).getAllByRole('button', { name: /^Report this message/ })).toHaveLength(1);
  });

  it('shows the server’s refusal in the dialog and keeps the choice', async () => {
    const user = userEvent.setup();
    messagesApi({
      [`GET ${CONVERSATION}`]: { body: conversation({ messages: [original] }) },
      [`POST ${REPORT}`]: {
        status: 429,
        body: { message: 'Too many requests. Please wait a moment.', code: 'too_many_requests' },
      },
    });
    renderMessages(`/messages/${CODE}`);
    await user.click(
      await screen.findByRole('button', { name: 'Report this message from Sakura Cloud KK' }, { timeout: 15_000 }),
    );
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('radio', { name: 'Spam or advertising' }));
    await user.click(within(dialog).getByRole('button', { name: 'Send report' }));
    expect(await within(dialog).findByText('Too many requests. Please wait a moment.')).toBeTruthy();
    expect((within(dialog).getByRole('radio', { name: 'Spam or advertising' }) as HTMLInputElement).checked).toBe(true);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByText(SCAM)).toBeTruthy();
  });

  it('shows each notice: reviewing, removed, and the applicant’s own message hidden by the team', async () => {
    messagesApi({
      [`GET ${CONVERSATION}`]: {
        body: conversation({
          messages: [
            message(1, { body: null, report_notice: 'reported' }),
            message(2, { body: null, report_notice: 'removed' }),
            message(3, { sender_type: 1, mine: true, body: 'My angry message.', report_notice: 'removed_by_team' }),
            message(4, { sender_type: 4, body: null, application_status: { status: 2, label: 'First interview' } }),
          ],
        }),
      },
    });
    renderMessages(`/messages/${CODE}`);
    const list = await log();
    const [first, second, third] = within(list).getAllByRole('listitem');
    expect(first?.textContent).toContain('You reported this message. Our team is reviewing it.');
    expect(second?.textContent).toContain('You reported this message and it was removed.');
    expect(third?.textContent).toContain('My angry message.');
    expect(third?.textContent).toContain("This message was reported and hidden by Hashi's team.");
    // Nothing reported, own or the system's can be reported again.
    expect(within(list).queryAllByRole('button', { name: /^Report this message/ })).toHaveLength(0);
  });

  it('reads in Japanese', async () => {
    const user = userEvent.setup();
    await i18next.changeLanguage('ja');
    messagesApi({
      [`GET ${CONVERSATION}`]: {
        body: conversation({ messages: [message(1, { body: null, report_notice: 'removed' }), original] }),
      },
    });
    renderMessages(`/messages/${CODE}`);
    const list = await screen.findByRole('log', {}, { timeout: 15_000 });
    expect(within(list).getByText('通報したこのメッセージは削除されました。')).toBeTruthy();
    await user.click(within(list).getByRole('button', { name: 'Sakura Cloud KKからのこのメッセージを通報する' }));
    const dialog = await screen.findByRole('dialog', { name: 'このメッセージを通報' });
    expect(within(dialog).getByRole('radio', { name: '詐欺・金銭の要求' })).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: '通報する' }));
    expect(await within(dialog).findByText('通報の理由を選んでください。')).toBeTruthy();
  });

  it('the thread list never previews a message the applicant reported', async () => {
    messagesApi({
      [`GET ${M}/threads`]: {
        body: threadsPage([
          thread({
            last_message: {
              type: 6,
              status: null,
              sender_type: 2,
              application_status: null,
              preview: null,
              report_notice: 'reported',
              attachments: 0,
              created_at: new Date().toISOString(),
            },
          }),
        ]),
      },
    });
    renderMessages('/messages');
    expect(await screen.findByText('You reported this message.', {}, { timeout: 15_000 })).toBeTruthy();
  });
});
