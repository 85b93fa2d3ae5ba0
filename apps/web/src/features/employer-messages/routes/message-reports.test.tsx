import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { renderConsole, signIn } from '../../employer/test/console-fixtures.tsx';
import { conversation, conversationRoute, message, server, THREADS, thread } from '../test/fixtures.ts';

beforeEach(() => {
  signIn(2);
});
afterEach(() => i18next.changeLanguage('en'));

const CODE = 'abc123';
const REPORT = `/api/v1/employer/messages/threads/${CODE}/messages/2/report`;
const RUDE = 'Your company is a joke.';

describe('reporting a message (employer console)', () => {
  it('reports the applicant’s message; the conversation then shows the notice instead', async () => {
    let hidden = false;
    const shown = () => [
      message({ id: 1, type: 6, sender_type: 2, mine: true, body: 'Thank you for applying.' }),
      hidden ? message({ id: 2, body: null, report_notice: 'reported' }) : message({ id: 2, body: RUDE }),
    ];
    const api = server({
      [conversationRoute(CODE)]: () => conversation({ messages: shown() }),
      [`POST ${REPORT}`]: () => {
        hidden = true;
        return {
          status: 201,
          body: {
            data: {
              report: {
                id: 3,
                message_id: 2,
                reason: 'harassment',
                note: null,
                created_at: '2026-11-22T06:00:00.000Z',
              },
              message: shown()[1],
            },
          },
        };
      },
    });
    renderConsole(`/employer/messages/${CODE}`);
    const list = await screen.findByRole('region', { name: 'Messages' });
    expect(within(list).getByText(RUDE)).toBeTruthy();
    // One button, on the applicant's message only.
    const buttons = within(list).getAllByRole('button', { name: /^Report this message/ });
    expect(buttons).toHaveLength(1);
    expect(buttons[0]?.getAttribute('aria-label')).toBe('Report this message from Applicant #501');

    const user = userEvent.setup();
    buttons[0]?.focus();
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Report this message' });
    await user.click(within(dialog).getByRole('radio', { name: 'Harassment or abusive language' }));
    await user.click(within(dialog).getByRole('button', { name: 'Send report' }));
    expect(
      await screen.findByText('Thank you. We have hidden this message for you, and our team will review it.'),
    ).toBeTruthy();
    expect(api.callsTo('POST', REPORT)[0]?.body).toEqual({ reason: 'harassment', note: null });
    await user.click(screen.getByRole('button', { name: 'Close' }));

    expect(await within(list).findByText('You reported this message. Our team is reviewing it.')).toBeTruthy();
    expect(within(list).queryByText(RUDE)).toBeNull();
    await waitFor(() => expect(document.activeElement?.textContent).toContain('You reported this message.'));
    expect(within(list).queryAllByRole('button', { name: /^Report this message/ })).toHaveLength(0);
  });

  it('marks the company’s own message hidden by the team, in Japanese', async () => {
    await i18next.changeLanguage('ja');
    server({
      [conversationRoute(CODE)]: conversation({
        messages: [
          message({
            id: 1,
            type: 6,
            sender_type: 2,
            mine: true,
            body: '至急ご連絡ください。',
            report_notice: 'removed_by_team',
          }),
          message({ id: 2, body: null, report_notice: 'removed' }),
        ],
      }),
    });
    renderConsole(`/employer/messages/${CODE}`);
    const list = await screen.findByRole('region', { name: 'メッセージ' });
    expect(within(list).getByText('至急ご連絡ください。')).toBeTruthy();
    expect(
      within(list).getByText(
        'このメッセージは通報を受け、Hashi運営チームにより非表示になりました。相手には表示されません。',
      ),
    ).toBeTruthy();
    expect(within(list).getByText('通報したこのメッセージは削除されました。')).toBeTruthy();
  });

  it('the inbox never previews a message the company reported', async () => {
    server({
      [THREADS]: {
        body: {
          data: [
            thread({
              last_message: {
                type: 3,
                status: null,
                sender_type: 1,
                application_status: null,
                preview: null,
                report_notice: 'removed',
                attachments: 0,
                created_at: '2026-11-21T05:30:00.000Z',
              },
            }),
          ],
          meta: { current_page: 1, per_page: 20, total: 1, last_page: 1 },
        },
      },
    });
    renderConsole('/employer/messages');
    expect(await screen.findByText('You reported this message and it was removed.')).toBeTruthy();
  });
});
