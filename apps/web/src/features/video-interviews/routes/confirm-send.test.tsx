import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { addUpload, resetUploadsForTest, updateUpload } from '../../../lib/uploads/upload-store.ts';
import { installFakeMedia } from '../test/fake-media.ts';
import { allAnswers, API, interview, interviewApi, PAGE, video } from '../test/fixtures.ts';
import { renderInterview } from '../test/render-interview.tsx';

beforeEach(() => {
  installFakeMedia();
});
afterEach(() => i18next.changeLanguage('en'));

const answered = () => interview({ answers: allAnswers() });
const sent = () =>
  interview({
    answers: allAnswers(),
    status: 'completed',
    completed_at: '2026-11-29T06:00:00.000Z',
    answers_delete_at: '2026-12-29T06:00:00.000Z',
    can_answer: false,
  });

describe('/video-interviews/{id}: confirm or change, and send', () => {
  it('lists every answer, and Change goes back to its question', async () => {
    interviewApi(answered());
    renderInterview(PAGE);
    const user = userEvent.setup();
    // Everything answered: a visit resumes at the review.
    expect(await screen.findByRole('heading', { level: 2, name: 'Check your answers' })).toBeTruthy();
    expect(screen.getByText('Payments')).toBeTruthy();
    expect(screen.getByText('A payments service in Go.')).toBeTruthy();
    expect(screen.getByLabelText('Your video answer to question 3').getAttribute('src')).toBe(video().url);
    await user.click(screen.getByRole('button', { name: 'Change the answer to question 2' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Question 2 of 3' })).toBeTruthy();
    expect((screen.getByRole('textbox', { name: /proud of/ }) as HTMLTextAreaElement).value).toBe(
      'A payments service in Go.',
    );
    // Everything else is answered: the review is one click away, beside the next question.
    expect(screen.getByRole('button', { name: 'Next question' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Check your answers' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Check your answers' })).toBeTruthy();
  });

  it('sends, then shows the completion and the answers read-only', async () => {
    const api = interviewApi(answered(), { [`POST ${API}/update`]: { body: { data: sent() } } });
    renderInterview(`${PAGE}?step=confirm`);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Send your answers' })).toBeTruthy();
    expect(
      await screen.findByText(/After you send your answers, you cannot change them\. Sakura Cloud KK can then/),
    ).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Your answers were sent' })).toBeTruthy();
    expect(screen.getByText('Your answers were sent to Sakura Cloud KK.')).toBeTruthy();
    expect(api.callsTo('POST', `${API}/update`).map((c) => c.body)).toEqual([{ send: true }]);
    expect(screen.getByText('Your answers and videos are deleted on 29 Dec 2026.')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'Your answers' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /^Change/ })).toBeNull();
    expect(screen.queryByRole('navigation', { name: 'Steps of the video interview' })).toBeNull();
  });

  it('waits for a video answer still uploading before it can send', async () => {
    interviewApi(answered());
    let id = 0;
    act(() => {
      id = addUpload(
        { kind: 'interview_answer', title: 'question-3-take-2.webm', link: PAGE, resumable: true },
        { abort: () => {} },
      );
    });
    renderInterview(`${PAGE}?step=send`);
    expect(await screen.findByText('A video answer is still uploading. You can send once it is saved.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Send' }).hasAttribute('disabled')).toBe(true);
    act(() => updateUpload(id, { status: 'finished', progress: 100 }));
    expect(screen.getByRole('button', { name: 'Send' }).hasAttribute('disabled')).toBe(false);
    act(() => resetUploadsForTest());
  });

  it('says which questions are still open when sending is refused (422)', async () => {
    interviewApi(interview({ answers: allAnswers().slice(0, 2) }), {
      [`POST ${API}/update`]: {
        status: 422,
        body: {
          message: 'The given data was invalid.',
          code: 'validation_failed',
          errors: { send: ['Please answer every question before sending.'] },
        },
      },
    });
    renderInterview(`${PAGE}?step=confirm`);
    const user = userEvent.setup();
    expect(await screen.findByText('Not answered yet')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await user.click(await screen.findByRole('button', { name: 'Send' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Please answer every question before sending.');
  });

  it('deletes the drafts after a confirmation', async () => {
    const api = interviewApi(answered(), { [`DELETE ${API}/answers`]: { status: 204 } });
    renderInterview(`${PAGE}?step=confirm`);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Delete my draft answers' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete your draft answers?' });
    expect(within(dialog).getByText(/Takes you have used still count\./)).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await expect.poll(() => api.callsTo('DELETE', `${API}/answers`).length).toBe(1);
    // The interview is asked again for what the server now holds.
    await expect.poll(() => api.callsTo('GET', API).length).toBe(2);
  });

  it('shows why sending was refused (409) in Japanese', async () => {
    await i18next.changeLanguage('ja');
    interviewApi(answered(), {
      [`POST ${API}/update`]: {
        status: 409,
        body: {
          message: 'この動画面接は回答期限を過ぎたため、回答の変更や送信はできません。',
          code: 'conflict',
        },
      },
    });
    renderInterview(`${PAGE}?step=send`);
    const user = userEvent.setup();
    expect(await screen.findByRole('heading', { level: 2, name: '回答を送信' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: '送信する' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'この動画面接は回答期限を過ぎたため、回答の変更や送信はできません。',
    );
    await user.click(screen.getByRole('button', { name: '戻る' }));
    expect(await screen.findByRole('heading', { level: 2, name: '回答を確認' })).toBeTruthy();
    expect(screen.getAllByRole('button', { name: /の回答を変更する/ })).toHaveLength(3);
  });

  it('shows a sent interview read-only, and deletes its answers sooner after a confirmation', async () => {
    const api = interviewApi(sent(), { [`DELETE ${API}/answers`]: { status: 204 } });
    renderInterview(PAGE);
    const user = userEvent.setup();
    expect(await screen.findByText('You sent your answers on 29 Nov 2026 15:00.')).toBeTruthy();
    expect(screen.getByText('Payments')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Delete my answers now' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete your answers?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await expect.poll(() => api.callsTo('DELETE', `${API}/answers`).length).toBe(1);
  });

  it('shows an expired interview and deleted answers in Japanese', async () => {
    await i18next.changeLanguage('ja');
    interviewApi(interview({ status: 'expired', can_answer: false, answers: [] }));
    const first = renderInterview(PAGE);
    expect(await screen.findByText('この動画面接は回答期限を過ぎたため、回答の変更や送信はできません。')).toBeTruthy();
    first.unmount();
    interviewApi(interview({ ...sent(), answers: [], answers_deleted: true }));
    renderInterview(PAGE);
    expect(await screen.findByText('この動画面接の回答は削除されました。')).toBeTruthy();
    expect(screen.queryByRole('button', { name: '回答を今すぐ削除' })).toBeNull();
  });
});
