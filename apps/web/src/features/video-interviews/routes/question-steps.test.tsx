import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { installFakeMedia } from '../test/fake-media.ts';
import { API, answer, interview, interviewApi, PAGE } from '../test/fixtures.ts';
import { renderInterview } from '../test/render-interview.tsx';

beforeEach(() => {
  installFakeMedia();
});
afterEach(() => i18next.changeLanguage('en'));

const location = () => screen.getByTestId('location').textContent;

describe('/video-interviews/{id}: the questions', () => {
  it('saves a choice and a text as drafts when the applicant moves on', async () => {
    const api = interviewApi();
    renderInterview(PAGE);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Start the questions' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Question 1 of 3' })).toBe(document.activeElement);
    expect(location()).toBe(`${PAGE}?step=questions&q=1`);
    const group = screen.getByRole('radiogroup', { name: 'Which team interests you most?' });
    expect(group).toBeTruthy();
    await user.click(screen.getByRole('radio', { name: 'Payments' }));
    await user.click(screen.getByRole('button', { name: 'Next question' }));

    expect(await screen.findByRole('heading', { level: 2, name: 'Question 2 of 3' })).toBeTruthy();
    expect(api.callsTo('POST', `${API}/update`).map((c) => c.body)).toEqual([{ question_no: 1, selected_option: 2 }]);
    const box = screen.getByRole('textbox', { name: 'Tell us about a project you are proud of.' });
    expect(screen.getByText('0 / 400 characters')).toBeTruthy();
    expect(box.getAttribute('maxlength')).toBe('400');
    await user.type(box, 'A payments service in Go.');
    expect(screen.getByText('25 / 400 characters')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Next question' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Question 3 of 3' })).toBeTruthy();
    expect(api.callsTo('POST', `${API}/update`).map((c) => c.body)[1]).toEqual({
      question_no: 2,
      text: 'A payments service in Go.',
    });

    // Back to the choice: the draft is there, and nothing changed means nothing is sent again.
    await user.click(screen.getByRole('button', { name: 'Back' }));
    await user.click(await screen.findByRole('button', { name: 'Back' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Question 1 of 3' })).toBeTruthy();
    expect((screen.getByRole('radio', { name: 'Payments' }) as HTMLInputElement).checked).toBe(true);
    expect(api.callsTo('POST', `${API}/update`)).toHaveLength(2);
  });

  it('clears a draft text the applicant emptied, so the old text is not sent', async () => {
    const api = interviewApi(
      interview({ answers: [answer(1, { selected_option: 1 }), answer(2, { text: 'An old answer.' })] }),
      { [`DELETE ${API}/answers`]: { status: 204 } },
    );
    renderInterview(`${PAGE}?step=questions&q=2`);
    const user = userEvent.setup();
    const box = await screen.findByRole('textbox', { name: 'Tell us about a project you are proud of.' });
    expect((box as HTMLTextAreaElement).value).toBe('An old answer.');
    await user.clear(box);
    await user.click(screen.getByRole('button', { name: 'Next question' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Question 3 of 3' })).toBeTruthy();
    expect(api.callsTo('DELETE', `${API}/answers`).map((call) => call.path)).toEqual([`${API}/answers?question_no=2`]);
    expect(api.callsTo('POST', `${API}/update`)).toHaveLength(0);
  });

  it('resumes at the first unanswered question after a reload', async () => {
    interviewApi(interview({ answers: [answer(1, { selected_option: 1 })] }));
    renderInterview(PAGE);
    expect(await screen.findByRole('heading', { level: 2, name: 'Question 2 of 3' })).toBeTruthy();
  });

  it('shows the server’s message when a draft is refused, and stays on the question', async () => {
    interviewApi(interview(), {
      [`POST ${API}/update`]: {
        status: 422,
        body: {
          message: 'The given data was invalid.',
          code: 'validation_failed',
          errors: { text: ['Please answer in 400 characters or less.'] },
        },
      },
    });
    renderInterview(`${PAGE}?step=questions&q=2`);
    const user = userEvent.setup();
    await user.type(await screen.findByRole('textbox', { name: /proud of/ }), 'Hello');
    await user.click(screen.getByRole('button', { name: 'Next question' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Please answer in 400 characters or less.');
    expect(screen.getByRole('heading', { level: 2, name: 'Question 2 of 3' })).toBeTruthy();
  });

  it('reads in Japanese', async () => {
    await i18next.changeLanguage('ja');
    const api = interviewApi();
    renderInterview(`${PAGE}?step=questions&q=2`);
    const user = userEvent.setup();
    expect(await screen.findByRole('heading', { level: 2, name: '質問 2／3' })).toBeTruthy();
    expect(screen.getByText('0／400文字')).toBeTruthy();
    await user.type(screen.getByRole('textbox', { name: /proud of/ }), 'Goで決済サービスを作りました。');
    await user.click(screen.getByRole('button', { name: '次の質問へ' }));
    expect(await screen.findByRole('heading', { level: 2, name: '質問 3／3' })).toBeTruthy();
    expect(screen.getByRole('button', { name: '録画を開始' })).toBeTruthy();
    expect(screen.getByRole('button', { name: '動画ファイルをアップロード' })).toBeTruthy();
    expect(screen.getByRole('button', { name: '回答を確認' })).toBeTruthy();
    expect(api.callsTo('POST', `${API}/update`)[0]?.body).toEqual({
      question_no: 2,
      text: 'Goで決済サービスを作りました。',
    });
  });
});
