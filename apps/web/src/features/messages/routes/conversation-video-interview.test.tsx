import { screen, within } from '@testing-library/react';
import i18next from 'i18next';
import { afterEach, describe, expect, it } from 'vitest';
import { CODE, conversation, M, message, messagesApi } from '../test/fixtures.ts';
import { renderMessages } from '../test/render-messages.tsx';

afterEach(() => i18next.changeLanguage('en'));

const CONVERSATION = `${M}/threads/${CODE}`;
const interview = {
  id: 5,
  deadline_at: '2027-01-10T09:00:00.000Z',
  completed_at: null,
  answers_delete_at: '2027-02-09T09:00:00.000Z',
  answers_deleted: false,
};
const sent = { ...interview, completed_at: '2026-11-29T06:00:00.000Z', answers_delete_at: '2026-12-29T06:00:00.000Z' };
const items = async () => within(await screen.findByRole('log', { name: /Sakura Cloud KK/ })).getAllByRole('listitem');

describe('/messages/{code}: video interview messages', () => {
  it('invites with the deadline and a link to the interview page', async () => {
    messagesApi({
      [`GET ${CONVERSATION}`]: {
        body: conversation({ messages: [message(1, { type: 7, body: null, video_interview: interview })] }),
      },
    });
    renderMessages(`/messages/${CODE}`);
    const [invite] = await items();
    const card = within(invite as HTMLElement);
    expect(card.getByText('Sakura Cloud KK sent you a video interview.')).toBeTruthy();
    expect(card.getByText('Answer by 10 Jan 2027 18:00')).toBeTruthy();
    expect(card.getByText('Answers and videos are deleted on 9 Feb 2027.')).toBeTruthy();
    const link = card.getByRole('link', { name: 'Start the video interview' });
    expect(link.getAttribute('href')).toBe('/video-interviews/5');
  });

  it('says the answers were sent, and links to them from the invitation', async () => {
    messagesApi({
      [`GET ${CONVERSATION}`]: {
        body: conversation({
          messages: [
            message(1, { type: 7, body: null, video_interview: sent }),
            message(2, { type: 8, sender_type: 1, mine: true, body: null, video_interview: sent }),
            message(3, { type: 9, sender_type: 1, mine: true, body: null, video_interview: sent }),
          ],
        }),
      },
    });
    renderMessages(`/messages/${CODE}`);
    const [invite, answer, done] = await items();
    expect(
      within(invite as HTMLElement)
        .getByRole('link', { name: 'View your answers' })
        .getAttribute('href'),
    ).toBe('/video-interviews/5');
    expect(within(answer as HTMLElement).getByText('Answer sent')).toBeTruthy();
    expect(within(done as HTMLElement).getByText('You sent your answers.')).toBeTruthy();
    expect(within(done as HTMLElement).getByText('Answers and videos are deleted on 29 Dec 2026.')).toBeTruthy();
  });

  it('reads in Japanese, also once the deadline passed or the answers were deleted', async () => {
    await i18next.changeLanguage('ja');
    const expired = { ...interview, deadline_at: '2026-01-10T09:00:00.000Z' };
    messagesApi({
      [`GET ${CONVERSATION}`]: {
        body: conversation({
          messages: [
            message(1, { type: 7, body: null, video_interview: interview }),
            message(2, { type: 7, body: null, video_interview: expired }),
            message(3, {
              type: 9,
              sender_type: 1,
              mine: true,
              body: null,
              video_interview: { ...sent, answers_deleted: true },
            }),
          ],
        }),
      },
    });
    renderMessages(`/messages/${CODE}`);
    const [open, late, deleted] = await items();
    expect(within(open as HTMLElement).getByText('Sakura Cloud KKから動画面接が届きました。')).toBeTruthy();
    expect(within(open as HTMLElement).getByText('回答期限：2027年1月10日 18:00')).toBeTruthy();
    expect(within(open as HTMLElement).getByText('回答と動画は2027年2月9日に削除されます。')).toBeTruthy();
    expect(within(open as HTMLElement).getByRole('link', { name: '動画面接を始める' })).toBeTruthy();
    expect(within(late as HTMLElement).getByText('回答期限（2026年1月10日 18:00）を過ぎました。')).toBeTruthy();
    expect(within(late as HTMLElement).getByRole('link', { name: '開く' })).toBeTruthy();
    expect(within(deleted as HTMLElement).getByText('回答は削除されました。')).toBeTruthy();
    expect(within(deleted as HTMLElement).queryByRole('link')).toBeNull();
  });
});
