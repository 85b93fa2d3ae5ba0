import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { RecordedCall } from '../../auth/test/mock-api.ts';
import { invalid, renderConsole, signIn } from '../../employer/test/console-fixtures.tsx';
import { interviewTemplate, server, TEMPLATES } from '../test/fixtures.ts';

beforeEach(() => {
  signIn(2);
});
afterEach(() => i18next.changeLanguage('en'));

type User = ReturnType<typeof userEvent.setup>;
const question = (n: number) => screen.getByRole('group', { name: `Question ${n}` });

async function fill(user: User, field: HTMLElement, text: string) {
  await user.clear(field);
  await user.click(field);
  await user.paste(text);
}

async function chooseType(user: User, group: HTMLElement, type: string) {
  await user.click(within(group).getByRole('combobox', { name: /Answer type/ }));
  await user.click(await screen.findByRole('option', { name: type }));
}

describe('video interview templates', () => {
  it('creates a template with all three question types and a practice question', async () => {
    let templates = [interviewTemplate()];
    const api = server({
      [`GET ${TEMPLATES}`]: () => ({ body: { data: templates } }),
      [`POST ${TEMPLATES}`]: (call: RecordedCall) => {
        const created = interviewTemplate({ id: 4, name: (call.body as { name: string }).name });
        templates = [created, ...templates];
        return { status: 201, body: { data: created } };
      },
    });
    renderConsole('/employer/video-interview-templates');
    const user = userEvent.setup();
    expect(await screen.findByRole('heading', { level: 1, name: 'Video interview templates' })).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'Backend first round' })).toBeTruthy();
    expect(screen.getByText('1 question · Video')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Video interviews' }).getAttribute('href')).toBe(
      '/employer/video-interview-templates',
    );

    await user.click(screen.getByRole('button', { name: 'New interview template' }));
    await fill(user, screen.getByLabelText(/^Template name/), 'Frontend round');
    await fill(user, screen.getByLabelText(/^Introduction/), 'Welcome! Three short questions.');
    await user.click(screen.getByRole('button', { name: 'Add a practice question' }));
    const practice = screen.getByRole('group', { name: 'Practice question' });
    await fill(user, within(practice).getByLabelText(/^Practice question text/), 'Say hello.');
    await fill(user, within(practice).getByLabelText(/^Thinking time/), '10');

    // Question 1 starts as a video question with the defaults: 30 s, 120 s, 2 takes.
    const first = question(1);
    expect((within(first).getByLabelText(/^Answer time/) as HTMLInputElement).value).toBe('120');
    expect((within(first).getByLabelText(/^Takes/) as HTMLInputElement).value).toBe('2');
    await fill(user, within(first).getByLabelText(/^Question text/), 'Tell us about a project.');
    await fill(user, within(first).getByLabelText(/^Answer time/), '90');

    await user.click(screen.getByRole('button', { name: 'Add a question' }));
    await chooseType(user, question(2), 'Selection');
    await fill(user, within(question(2)).getByLabelText(/^Question text/), 'Which team?');
    await fill(user, within(question(2)).getByLabelText(/^Option 1/), 'Payments');
    await fill(user, within(question(2)).getByLabelText(/^Option 2/), 'Search');
    await user.click(within(question(2)).getByRole('button', { name: 'Add an option' }));
    await fill(user, within(question(2)).getByLabelText(/^Option 3/), 'Mobile');

    await user.click(screen.getByRole('button', { name: 'Add a question' }));
    await chooseType(user, question(3), 'Free text');
    await fill(user, within(question(3)).getByLabelText(/^Question text/), 'Why Japan?');
    expect(within(question(3)).getByText('The applicant answers in up to 400 characters.')).toBeTruthy();
    // The free-text question goes first.
    await user.click(within(question(3)).getByRole('button', { name: 'Move up: question 3' }));
    await user.click(within(question(2)).getByRole('button', { name: 'Move up: question 2' }));

    await user.click(screen.getByRole('button', { name: 'Save template' }));
    expect(await screen.findByText('Template saved.')).toBeTruthy();
    expect(api.callsTo('POST', TEMPLATES)[0]?.body).toEqual({
      name: 'Frontend round',
      intro: 'Welcome! Three short questions.',
      practice_question: { text: 'Say hello.', thinking_seconds: 10, answer_seconds: 120 },
      questions: [
        { type: 2, text: 'Why Japan?' },
        { type: 3, text: 'Tell us about a project.', thinking_seconds: 30, answer_seconds: 90, takes: 2 },
        { type: 1, text: 'Which team?', options: ['Payments', 'Search', 'Mobile'] },
      ],
    });
    expect(await screen.findByRole('heading', { name: 'Frontend round' })).toBeTruthy();
  });

  it('checks the template with the shared schema before sending, and shows the server’s messages', async () => {
    const api = server({
      [`GET ${TEMPLATES}`]: { body: { data: [] } },
      [`POST ${TEMPLATES}`]: invalid({
        name: ['You can keep up to 50 interview templates. Please delete one first.'],
        'questions.0.options.1': ['Option two is not allowed.'],
      }),
    });
    renderConsole('/employer/video-interview-templates');
    const user = userEvent.setup();
    expect(await screen.findByText(/No video interview templates yet/)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'New interview template' }));
    await chooseType(user, question(1), 'Selection');
    await user.click(screen.getByRole('button', { name: 'Save template' }));
    expect((await screen.findAllByText('Required.')).length).toBeGreaterThanOrEqual(4);
    await chooseType(user, question(1), 'Video');
    await fill(user, within(question(1)).getByLabelText(/^Answer time/), '30');
    await fill(user, within(question(1)).getByLabelText(/^Takes/), '');
    await user.click(screen.getByRole('button', { name: 'Save template' }));
    expect(await within(question(1)).findByText('Invalid value.')).toBeTruthy();
    expect(within(question(1)).getByText('Must be a number.')).toBeTruthy();
    expect(api.callsTo('POST', TEMPLATES)).toHaveLength(0);

    await fill(user, screen.getByLabelText(/^Template name/), 'Round one');
    await fill(user, screen.getByLabelText(/^Introduction/), 'Hello.');
    await chooseType(user, question(1), 'Selection');
    await fill(user, within(question(1)).getByLabelText(/^Question text/), 'Which team?');
    await fill(user, within(question(1)).getByLabelText(/^Option 1/), 'Payments');
    await fill(user, within(question(1)).getByLabelText(/^Option 2/), 'Search');
    await user.click(screen.getByRole('button', { name: 'Save template' }));
    expect(await screen.findByText(/You can keep up to 50 interview templates/)).toBeTruthy();
    expect(within(question(1)).getByText('Option two is not allowed.')).toBeTruthy();
    expect(api.callsTo('POST', TEMPLATES)).toHaveLength(1);
  });

  it('edits a template with its questions and deletes one after a confirmation', async () => {
    let templates = [
      interviewTemplate({
        practice_question: { text: 'Say hello.', thinking_seconds: 5, answer_seconds: 60 },
        questions: [
          {
            no: 1,
            type: 1,
            text: 'Which team?',
            options: ['A', 'B'],
            thinking_seconds: null,
            answer_seconds: null,
            takes: null,
          },
          { no: 2, type: 3, text: 'Tell us more.', options: null, thinking_seconds: 20, answer_seconds: 180, takes: 3 },
        ],
      }),
    ];
    const api = server({
      [`GET ${TEMPLATES}`]: () => ({ body: { data: templates } }),
      [`PUT ${TEMPLATES}/3`]: () => ({ body: { data: templates[0] } }),
      [`DELETE ${TEMPLATES}/3`]: () => {
        templates = [];
        return { status: 204 };
      },
    });
    renderConsole('/employer/video-interview-templates');
    const user = userEvent.setup();
    expect(await screen.findByText('2 questions · Selection, Video · with a practice question')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Edit' }));
    expect(screen.getByRole('heading', { name: 'Edit video interview template' })).toBeTruthy();
    expect((within(question(2)).getByLabelText(/^Takes/) as HTMLInputElement).value).toBe('3');
    // Two options at least: neither can go until a third is added.
    expect(within(question(1)).getByRole('button', { name: 'Remove option 1' }).hasAttribute('disabled')).toBe(true);
    await user.click(within(question(1)).getByRole('button', { name: 'Add an option' }));
    await fill(user, within(question(1)).getByLabelText(/^Option 3/), 'C');
    await user.click(within(question(1)).getByRole('button', { name: 'Remove option 2' }));
    expect((within(question(1)).getByLabelText(/^Option 2/) as HTMLInputElement).value).toBe('C');
    await user.click(within(question(2)).getByRole('button', { name: 'Remove question 2' }));
    await user.click(screen.getByRole('button', { name: 'Remove the practice question' }));
    await user.click(screen.getByRole('button', { name: 'Save template' }));
    expect(await screen.findByText('Template saved.')).toBeTruthy();
    expect(api.callsTo('PUT', `${TEMPLATES}/3`)[0]?.body).toEqual({
      name: 'Backend first round',
      intro: 'Thank you for your interest. Please answer three short questions.',
      practice_question: null,
      questions: [{ type: 1, text: 'Which team?', options: ['A', 'C'] }],
    });

    await user.click(screen.getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/“Backend first round” will be deleted/)).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Template deleted.')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Backend first round' })).toBeNull());
  });

  it('reads in Japanese', async () => {
    await act(() => i18next.changeLanguage('ja'));
    server({ [`GET ${TEMPLATES}`]: { body: { data: [interviewTemplate()] } } });
    renderConsole('/employer/video-interview-templates');
    const user = userEvent.setup();
    expect(await screen.findByRole('heading', { level: 1, name: '動画面接テンプレート' })).toBeTruthy();
    expect(await screen.findByText('質問1件・動画')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'テンプレートを作成' }));
    await user.click(screen.getByRole('button', { name: '練習用の質問を追加' }));
    const first = screen.getByRole('group', { name: '質問1' });
    expect(within(first).getByLabelText(/^考える時間/)).toBeTruthy();
    expect(within(first).getByLabelText(/^回答時間/)).toBeTruthy();
    expect(within(first).getByLabelText(/^撮影回数/)).toBeTruthy();
    expect(screen.getByRole('group', { name: '練習用の質問' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'テンプレートを保存' }));
    expect((await screen.findAllByText('必須項目です。')).length).toBeGreaterThanOrEqual(3);
  });
});
