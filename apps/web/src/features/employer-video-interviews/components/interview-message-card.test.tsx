import { act, screen, within } from '@testing-library/react';
import i18next from 'i18next';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { renderConsole, signIn } from '../../employer/test/console-fixtures.tsx';
import { conversation, conversationRoute, message } from '../../employer-messages/test/fixtures.ts';
import { messageInterview, server } from '../test/fixtures.ts';

const CODE = 'abc123';

beforeEach(() => {
  signIn(2);
});
afterEach(() => i18next.changeLanguage('en'));

const completed = messageInterview({
  completed_at: '2026-11-22T03:00:00.000Z',
  answers_delete_at: '2026-12-22T03:00:00.000Z',
});
/** The interview's messages: sent by the company (7), an answer (8), all answers sent (9), then one whose answers went. */
const history = [
  message({ id: 1, type: 7, sender_type: 2, mine: true, body: null, video_interview: messageInterview() }),
  message({ id: 2, type: 8, sender_type: 1, body: null, video_interview: completed }),
  message({ id: 3, type: 9, sender_type: 1, body: null, video_interview: completed }),
  message({
    id: 4,
    type: 9,
    sender_type: 1,
    body: null,
    video_interview: { ...completed, id: 13, answers_deleted: true },
  }),
];

const rows = async () => within(await screen.findByRole('region', { name: 'Messages' })).getAllByRole('listitem');

describe('video interview messages in the employer conversation', () => {
  it('says what happened, links to the interview and tells when the answers go', async () => {
    server({ [conversationRoute(CODE)]: conversation({ messages: history }) });
    renderConsole(`/employer/messages/${CODE}`);
    const [sent, answer, done, gone] = (await rows()) as HTMLElement[];

    expect(within(sent as HTMLElement).getByText('Video interview')).toBeTruthy();
    expect(within(sent as HTMLElement).getByText('Video interview sent · deadline 27 Nov 2026 18:00')).toBeTruthy();
    expect(within(sent as HTMLElement).getByText('Answers and videos are deleted on 27 Dec 2026.')).toBeTruthy();
    expect(within(sent as HTMLElement).queryByText('No message text.')).toBeNull();

    expect(within(answer as HTMLElement).getByText('Interview answer')).toBeTruthy();
    expect(within(answer as HTMLElement).getByText('An answer arrived')).toBeTruthy();
    expect(within(done as HTMLElement).getByText('The applicant sent all answers')).toBeTruthy();
    expect(within(done as HTMLElement).getByText('Answers and videos are deleted on 22 Dec 2026.')).toBeTruthy();
    expect(
      within(done as HTMLElement)
        .getByRole('link', { name: 'Open the interview' })
        .getAttribute('href'),
    ).toBe('/employer/video-interviews/12');

    expect(within(gone as HTMLElement).getByText('The answers have been deleted.')).toBeTruthy();
    expect(
      within(gone as HTMLElement)
        .getByRole('link', { name: 'Open the interview' })
        .getAttribute('href'),
    ).toBe('/employer/video-interviews/13');
  });

  it('reads in Japanese', async () => {
    await act(() => i18next.changeLanguage('ja'));
    server({ [conversationRoute(CODE)]: conversation({ messages: history }) });
    renderConsole(`/employer/messages/${CODE}`);
    const list = await screen.findByRole('region', { name: 'メッセージ' });
    expect(within(list).getByText('動画面接を送信しました（回答期限：2026年11月27日 18:00）')).toBeTruthy();
    expect(within(list).getByText('回答が届きました')).toBeTruthy();
    expect(within(list).getAllByText('候補者がすべての回答を送信しました')).toHaveLength(2);
    expect(within(list).getAllByText('回答と動画は2026年12月22日に削除されます。')).toHaveLength(2);
    expect(within(list).getByText('回答は削除されました。')).toBeTruthy();
    expect(within(list).getAllByRole('link', { name: '面接を開く' })).toHaveLength(4);
  });
});
