import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { RecordedCall } from '../../auth/test/mock-api.ts';
import { invalid, renderConsole, signIn } from '../../employer/test/console-fixtures.tsx';
import { INTERVIEWS, interview, server } from '../test/fixtures.ts';

beforeEach(() => {
  signIn(2);
});
afterEach(() => i18next.changeLanguage('en'));

const section = (name: string) => screen.getByRole('region', { name });

describe('one video interview', () => {
  it('shows every answer type, the video player, the deletion date and the way back', async () => {
    server({ [`GET ${INTERVIEWS}/12`]: { body: { data: interview() } } });
    const { container } = renderConsole('/employer/video-interviews/12');
    expect(await screen.findByRole('heading', { level: 1, name: 'Backend first round' })).toBeTruthy();
    expect(screen.getByText('Completed')).toBeTruthy();
    // 09:00 UTC is 18:00 in Tokyo.
    expect(screen.getByText('Deadline: 27 Nov 2026 18:00')).toBeTruthy();
    expect(screen.getByText('Answers and videos are deleted on 22 Dec 2026.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to the conversation' }).getAttribute('href')).toBe(
      '/employer/messages/abc123',
    );

    const answers = section('Questions and answers');
    expect(within(answers).getByText('Question 1 · Selection')).toBeTruthy();
    expect(within(answers).getByText('Chosen: Search')).toBeTruthy();
    const text = within(answers).getByText(/I like the culture/);
    expect(text.textContent).toBe('I like the culture.\nAnd the food.');
    expect(text.style.whiteSpace || getComputedStyle(text).whiteSpace).toBe('pre-wrap');
    const video = within(answers).getByLabelText('Video answer to question 3') as HTMLVideoElement;
    expect(video.tagName).toBe('VIDEO');
    expect(video.getAttribute('src')).toBe('/api/files/video-interview-answers/7?expires=1&signature=abc');
    expect(video.hasAttribute('controls')).toBe(true);
    expect(video.getAttribute('preload')).toBe('metadata');
    expect(within(answers).getByText('Thinking time 30 s · answer time 120 s · takes 2')).toBeTruthy();
    expect(container.textContent).not.toMatch(/score|average/i);
  });

  it('saves the member’s own review and shows the others read-only', async () => {
    let attempts = 0;
    const api = server({
      [`GET ${INTERVIEWS}/12`]: { body: { data: interview() } },
      [`PUT ${INTERVIEWS}/12/review`]: (call: RecordedCall) => {
        attempts += 1;
        if (attempts === 1) return invalid({ comment: ['The comment is too long.'] });
        const body = call.body as { rating: number | null; comment: string | null };
        return { body: { data: { user_id: 42, mine: true, updated_at: '2026-11-23T00:00:00.000Z', ...body } } };
      },
    });
    renderConsole('/employer/video-interviews/12');
    const user = userEvent.setup();
    await screen.findByRole('heading', { level: 1, name: 'Backend first round' });
    const reviews = section('Team reviews');
    const rating = within(reviews).getByRole('group', { name: 'Your rating' });
    expect((within(rating).getByRole('radio', { name: '3 stars' }) as HTMLInputElement).checked).toBe(true);
    // jsdom has no layout, so a pointer over MUI's Rating reads no star: click the radio itself.
    fireEvent.click(within(rating).getByRole('radio', { name: '4 stars' }));
    const comment = within(reviews).getByLabelText('Your comment');
    expect((comment as HTMLTextAreaElement).value).toBe('Clear answers.');
    await user.clear(comment);
    await user.click(comment);
    await user.paste('Good communication.');
    await user.click(within(reviews).getByRole('button', { name: 'Save review' }));
    expect(await within(reviews).findByText('The comment is too long.')).toBeTruthy();
    await user.click(within(reviews).getByRole('button', { name: 'Save review' }));
    expect(await within(reviews).findByText('Review saved.')).toBeTruthy();
    expect(api.callsTo('PUT', `${INTERVIEWS}/12/review`)[1]?.body).toEqual({
      rating: 4,
      comment: 'Good communication.',
    });

    // A colleague's review: its rating and comment, and nothing to edit.
    const colleague = within(reviews).getByRole('heading', { name: 'Team member #77' }).closest('li') as HTMLElement;
    expect(within(colleague).getByRole('img', { name: 'Rating: 5 of 5' })).toBeTruthy();
    expect(within(colleague).getByText('Strong on payments.')).toBeTruthy();
    expect(within(colleague).queryByRole('radio')).toBeNull();
    expect(within(colleague).queryByRole('textbox')).toBeNull();
  });

  it('says when the answers are deleted, or not there yet', async () => {
    server({
      [`GET ${INTERVIEWS}/12`]: { body: { data: interview({ answers: [], answers_deleted: true }) } },
      [`GET ${INTERVIEWS}/13`]: {
        body: { data: interview({ id: 13, answers: [], status: 'waiting', completed_at: null, reviews: [] }) },
      },
    });
    const view = renderConsole('/employer/video-interviews/12');
    expect(await screen.findByText('The answers and videos have been deleted.')).toBeTruthy();
    expect(screen.queryByText(/Answers and videos are deleted on/)).toBeNull();
    expect(screen.getByText('Tell us about a project.')).toBeTruthy();
    expect(screen.queryByLabelText(/Video answer/)).toBeNull();
    view.unmount();

    renderConsole('/employer/video-interviews/13');
    expect(await screen.findByText(/No answers yet/)).toBeTruthy();
    expect(screen.getByText('Waiting for answers')).toBeTruthy();
    expect(screen.getByText('No other member has reviewed this interview yet.')).toBeTruthy();
  });

  it('says when the interview does not exist', async () => {
    server({ [`GET ${INTERVIEWS}/99`]: { status: 404, body: { message: 'Not found.', code: 'not_found' } } });
    renderConsole('/employer/video-interviews/99');
    expect(await screen.findByText('This video interview does not exist or is no longer available.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'All messages' }).getAttribute('href')).toBe('/employer/messages');
  });

  it('reads in Japanese', async () => {
    await act(() => i18next.changeLanguage('ja'));
    server({ [`GET ${INTERVIEWS}/12`]: { body: { data: interview() } } });
    renderConsole('/employer/video-interviews/12');
    expect(await screen.findByRole('heading', { level: 1, name: 'Backend first round' })).toBeTruthy();
    expect(screen.getByText('回答済み')).toBeTruthy();
    expect(screen.getByText('回答期限：2026年11月27日 18:00')).toBeTruthy();
    expect(screen.getByText('回答と動画は2026年12月22日に削除されます。')).toBeTruthy();
    expect(screen.getByText('選んだ回答：Search')).toBeTruthy();
    expect(screen.getByLabelText('質問3への動画回答')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'メッセージに戻る' })).toBeTruthy();
    const reviews = screen.getByRole('region', { name: 'チームの評価' });
    expect(within(reviews).getByRole('radio', { name: '星3つ' })).toBeTruthy();
    expect(within(reviews).getByRole('button', { name: '評価を保存' })).toBeTruthy();
    expect(within(reviews).getByRole('img', { name: '評価：5段階中5' })).toBeTruthy();
  });
});
