import type { Faq } from '@hashi/shared/faq.schema';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { afterEach, describe, expect, it } from 'vitest';
import { appToken, mockApi, type RecordedCall } from '../../auth/test/mock-api.ts';
import { renderRoutes } from '../../auth/test/render-route.tsx';
import { publicFaqRoutes } from '../faq-routes.tsx';

afterEach(async () => {
  await i18next.changeLanguage('en');
});

const entry = (id: number, parent: number | null, en: [string, string?], ja: [string, string?], order = id): Faq => ({
  id,
  parent_id: parent,
  en_question: en[0],
  en_answer: en[1] ?? null,
  ja_question: ja[0],
  ja_answer: ja[1] ?? null,
  sort_order: order,
});

// Out of order on purpose: the page orders categories and items by sort_order.
const FAQS: Faq[] = [
  entry(
    12,
    1,
    ['I forgot my password.', 'Use Forgot password on the login page.'],
    ['パスワードを忘れました。', 'ログイン画面から再設定できます。'],
    20,
  ),
  entry(2, null, ['Fees and support'], ['料金・サポート'], 20),
  entry(1, null, ['Account and sign-up'], ['アカウント・会員登録'], 10),
  entry(
    11,
    1,
    ['How do I sign up?', 'Open Sign up and enter your e-mail address.'],
    ['会員登録の方法は？', '「新規登録」から登録できます。'],
    10,
  ),
  entry(
    21,
    2,
    ['Does Hashi cost anything?', 'No. Hashi is free for job seekers.'],
    ['利用料金はかかりますか？', '求職者の方は無料です。'],
    10,
  ),
  // A category with nothing visible in it is not shown.
  entry(3, null, ['Empty'], ['空'], 30),
];

function api(inquiry?: (call: RecordedCall) => { status?: number; body: unknown }) {
  return mockApi({
    'POST /oauth/token': appToken(),
    'GET /api/v1/faqs': { body: { data: FAQS } },
    'GET /api/v2/masters/countries': (call) => ({
      body: {
        data: [
          { id: 104, code: 'JP', name: call.headers.get('X-Localization') === 'ja' ? '日本' : 'Japan' },
          { id: 76, code: 'IN', name: 'India' },
        ],
      },
    }),
    'POST /api/v1/inquiries':
      inquiry ??
      (() => ({
        status: 201,
        body: { message: 'Thank you for your inquiry. We will reply by e-mail within 5 business days.' },
      })),
  });
}

const questions = (section: HTMLElement) =>
  within(section)
    .getAllByRole('group')
    .map((d) => d.querySelector('summary')?.textContent);

describe('/faq: the FAQ, grouped and searchable', () => {
  it('groups the questions under their categories, in order, and leaves out empty categories', async () => {
    api();
    renderRoutes(publicFaqRoutes, '/faq');
    expect(await screen.findByRole('heading', { level: 1, name: 'Frequently asked questions' })).toBeTruthy();
    await screen.findByRole('region', { name: 'Account and sign-up' });
    const headings = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(headings).toEqual(['Account and sign-up', 'Fees and support', 'Send us your question']);
    const account = screen.getByRole('region', { name: 'Account and sign-up' });
    expect(questions(account)).toEqual(['How do I sign up?', 'I forgot my password.']);
    await waitFor(() => expect(document.title).toBe('Frequently asked questions | Hashi'));
  });

  it('searches questions and answers, opens what it finds, and says when nothing matches', async () => {
    api();
    const user = userEvent.setup();
    renderRoutes(publicFaqRoutes, '/faq');
    const search = await screen.findByRole('searchbox', { name: 'Search the questions' });
    await screen.findByRole('region', { name: 'Fees and support' });

    // Matches the answer text, in any case and in full-width letters.
    await user.type(search, 'ＦＲＥＥ');
    expect(screen.getByRole('status').textContent).toBe('1 question found');
    expect(screen.queryByRole('region', { name: 'Account and sign-up' })).toBeNull();
    const fees = screen.getByRole('region', { name: 'Fees and support' });
    expect(questions(fees)).toEqual(['Does Hashi cost anything?']);
    expect(within(fees).getByRole('group').hasAttribute('open')).toBe(true);

    // Every word must match; a category name brings its whole category.
    await user.clear(search);
    await user.type(search, 'sign-up');
    expect(questions(screen.getByRole('region', { name: 'Account and sign-up' }))).toHaveLength(2);

    await user.clear(search);
    await user.type(search, 'visa sponsor');
    expect(screen.getByText('No questions match "visa sponsor". Try other words, or ask us directly.')).toBeTruthy();
    expect(screen.getAllByRole('link', { name: 'Ask a question' }).map((a) => a.getAttribute('href'))).toContain(
      '#inquiry',
    );
  });

  it('reads in Japanese', async () => {
    await i18next.changeLanguage('ja');
    api();
    const user = userEvent.setup();
    renderRoutes(publicFaqRoutes, '/faq');
    expect(await screen.findByRole('heading', { level: 1, name: 'よくあるご質問' })).toBeTruthy();
    await screen.findByRole('region', { name: 'アカウント・会員登録' });
    await user.type(screen.getByRole('searchbox', { name: 'ご質問を検索' }), '無料');
    expect(screen.getByRole('status').textContent).toBe('1件のご質問が見つかりました');
    expect(questions(screen.getByRole('region', { name: '料金・サポート' }))).toEqual(['利用料金はかかりますか？']);
  });
});

async function fillForm(user: ReturnType<typeof userEvent.setup>) {
  await user.type(await screen.findByRole('textbox', { name: /^Name/ }), 'Priya Sharma');
  await user.type(screen.getByRole('textbox', { name: /^E-mail address/ }), 'priya@example.com');
  await user.click(screen.getByRole('combobox', { name: /Country of residence/ }));
  await user.click(await screen.findByRole('option', { name: 'India' }));
  await user.type(screen.getByRole('textbox', { name: /^Your question/ }), 'Can I apply from abroad?');
}

describe('the inquiry form', () => {
  it('checks the fields, shows what will be sent, goes back without losing it, then sends and thanks', async () => {
    const server = api();
    const user = userEvent.setup();
    renderRoutes(publicFaqRoutes, '/contact-us');
    expect(await screen.findByRole('heading', { level: 1, name: 'Contact us' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'FAQ' }).getAttribute('href')).toBe('/faq');

    await user.click(screen.getByRole('button', { name: 'Review' }));
    expect((await screen.findAllByText('Required.')).length).toBe(4);

    await fillForm(user);
    await user.click(screen.getByRole('button', { name: 'Review' }));
    const confirm = await screen.findByRole('heading', { name: 'Check your question' });
    expect(document.activeElement).toBe(confirm);
    const shown = [...document.querySelectorAll('dd')].map((dd) => dd.textContent);
    expect(shown).toEqual(['Priya Sharma', 'priya@example.com', 'India', 'Can I apply from abroad?']);
    expect(server.callsTo('POST', '/api/v1/inquiries')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(((await screen.findByRole('textbox', { name: /^Name/ })) as HTMLInputElement).value).toBe('Priya Sharma');
    await user.click(screen.getByRole('button', { name: 'Review' }));
    await user.click(await screen.findByRole('button', { name: 'Send' }));

    expect(await screen.findByRole('heading', { name: 'Thank you' })).toBeTruthy();
    expect(
      screen.getByText('Thank you for your inquiry. We will reply by e-mail within 5 business days.'),
    ).toBeTruthy();
    const sent = server.callsTo('POST', '/api/v1/inquiries');
    expect(sent).toHaveLength(1);
    expect(sent[0]?.body).toEqual({
      name: 'Priya Sharma',
      email: 'priya@example.com',
      country_id: 76,
      question: 'Can I apply from abroad?',
      website: '',
    });
  });

  it('goes back to the fields with the server’s messages under them', async () => {
    api(() => ({
      status: 422,
      body: {
        message: 'The given data was invalid.',
        code: 'validation_failed',
        errors: { country_id: ['Choose another country.'] },
      },
    }));
    const user = userEvent.setup();
    renderRoutes(publicFaqRoutes, '/contact-us');
    await fillForm(user);
    await user.click(screen.getByRole('button', { name: 'Review' }));
    await user.click(await screen.findByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Choose another country.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Review' })).toBeTruthy();
  });
});
