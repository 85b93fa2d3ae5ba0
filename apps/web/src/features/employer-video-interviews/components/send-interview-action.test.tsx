import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { invalid, renderConsole, signIn } from '../../employer/test/console-fixtures.tsx';
import { conversation, conversationRoute, message } from '../../employer-messages/test/fixtures.ts';
import { INTERVIEWS, interview, interviewTemplate, messageInterview, server, TEMPLATES } from '../test/fixtures.ts';

const CODE = 'abc123';

beforeEach(() => {
  // 14:30 in Tokyo: the default deadline is the end of the day a week later, 28 Nov 23:59.
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-21T05:30:00.000Z'));
  signIn(2);
});
afterEach(async () => {
  vi.useRealTimers();
  await i18next.changeLanguage('en');
});

const templates = { body: { data: [interviewTemplate(), interviewTemplate({ id: 5, name: 'Frontend round' })] } };

async function openDialog(user: ReturnType<typeof userEvent.setup>, name = 'Send a video interview') {
  await user.click(await screen.findByRole('button', { name }));
  return screen.findByRole('dialog');
}

describe('sending a video interview from a conversation', () => {
  it('sends the chosen template with a deadline a week ahead, and the conversation shows it', async () => {
    let sent = false;
    const api = server({
      [conversationRoute(CODE)]: () =>
        conversation({
          messages: sent
            ? [
                message(),
                message({
                  id: 2,
                  type: 7,
                  sender_type: 2,
                  mine: true,
                  body: null,
                  video_interview: messageInterview(),
                }),
              ]
            : [message()],
        }),
      [`GET ${TEMPLATES}`]: templates,
      [`POST ${INTERVIEWS}`]: () => {
        sent = true;
        return { status: 201, body: { data: interview({ status: 'waiting', answers: [], completed_at: null }) } };
      },
    });
    renderConsole(`/employer/messages/${CODE}`);
    const user = userEvent.setup();
    const dialog = await openDialog(user);
    expect(within(dialog).getByRole('heading', { name: 'Send a video interview' })).toBeTruthy();
    expect((within(dialog).getByRole('textbox', { name: 'Year' }) as HTMLInputElement).value).toBe('2026');
    expect((within(dialog).getByRole('textbox', { name: 'Day' }) as HTMLInputElement).value).toBe('28');
    expect(within(dialog).getByRole('combobox', { name: /Deadline time/ }).textContent).toBe('23:59');
    expect(within(dialog).getByText('Japan time. Between one hour and 60 days from now.')).toBeTruthy();

    await user.click(within(dialog).getByRole('button', { name: 'Send interview' }));
    expect(await within(dialog).findByText('Required.')).toBeTruthy();
    expect(api.callsTo('POST', INTERVIEWS)).toHaveLength(0);

    await user.click(within(dialog).getByRole('combobox', { name: /Interview template/ }));
    await user.click(await screen.findByRole('option', { name: 'Frontend round' }));
    await user.click(within(dialog).getByRole('button', { name: 'Send interview' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.callsTo('POST', INTERVIEWS)[0]?.body).toEqual({
      thread_code: CODE,
      template_id: 5,
      deadline_at: '2026-11-28T23:59:00+09:00',
    });
    expect(screen.getByText('Video interview sent.').getAttribute('role')).toBe('status');
    const list = screen.getByRole('region', { name: 'Messages' });
    expect(await within(list).findByText('Video interview sent · deadline 27 Nov 2026 18:00')).toBeTruthy();
  });

  it('shows the server’s refusal in the dialog: a closed conversation, a deadline out of range', async () => {
    let attempts = 0;
    server({
      [conversationRoute(CODE)]: conversation(),
      [`GET ${TEMPLATES}`]: templates,
      [`POST ${INTERVIEWS}`]: () => {
        attempts += 1;
        return attempts === 1
          ? invalid({ deadline_at: ['Choose a deadline between one hour and 60 days from now.'] })
          : {
              status: 409,
              body: {
                message: 'This conversation is closed, so a video interview cannot be sent in it.',
                code: 'conflict',
              },
            };
      },
    });
    renderConsole(`/employer/messages/${CODE}`);
    const user = userEvent.setup();
    const dialog = await openDialog(user);
    await user.click(within(dialog).getByRole('combobox', { name: /Interview template/ }));
    await user.click(await screen.findByRole('option', { name: 'Backend first round' }));
    await user.click(within(dialog).getByRole('button', { name: 'Send interview' }));
    expect(await within(dialog).findByText('Choose a deadline between one hour and 60 days from now.')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Send interview' }));
    expect(
      await within(dialog).findByText('This conversation is closed, so a video interview cannot be sent in it.'),
    ).toBeTruthy();
    expect(screen.getByRole('dialog')).toBeTruthy();
  });

  it('points to the templates page when the company has none', async () => {
    server({ [conversationRoute(CODE)]: conversation(), [`GET ${TEMPLATES}`]: { body: { data: [] } } });
    renderConsole(`/employer/messages/${CODE}`);
    const user = userEvent.setup();
    const dialog = await openDialog(user);
    expect(await within(dialog).findByText(/You have no video interview templates yet/)).toBeTruthy();
    expect(within(dialog).getByRole('link', { name: 'Create a template' }).getAttribute('href')).toBe(
      '/employer/video-interview-templates',
    );
    expect(within(dialog).queryByRole('button', { name: 'Send interview' })).toBeNull();
  });

  it('is not offered in a conversation the company can no longer write in', async () => {
    server({ [conversationRoute(CODE)]: conversation({ can_write: false }) });
    renderConsole(`/employer/messages/${CODE}`);
    await screen.findByRole('region', { name: 'Messages' });
    expect(screen.queryByRole('button', { name: 'Send a video interview' })).toBeNull();
  });

  it('reads in Japanese', async () => {
    await act(() => i18next.changeLanguage('ja'));
    server({ [conversationRoute(CODE)]: conversation(), [`GET ${TEMPLATES}`]: templates });
    renderConsole(`/employer/messages/${CODE}`);
    const user = userEvent.setup();
    const dialog = await openDialog(user, '動画面接を送る');
    expect(within(dialog).getByRole('combobox', { name: /面接テンプレート/ })).toBeTruthy();
    expect(within(dialog).getByText('回答期限（日付）')).toBeTruthy();
    expect(within(dialog).getByRole('combobox', { name: /回答期限（時刻）/ }).textContent).toBe('23:59');
    expect(within(dialog).getByText('日本時間です。現在から1時間後〜60日後の間で設定してください。')).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: '面接を送信' })).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'キャンセル' })).toBeTruthy();
  });
});
