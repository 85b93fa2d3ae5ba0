import type { AdminFaq } from '@hashi/shared/faq.schema';
import type { AdminInquiryDetail } from '@hashi/shared/inquiry.schema';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import i18next from 'i18next';
import { setViewportWidth } from '../../../test/viewport.ts';
import { appToken, mockApi } from '../../auth/test/mock-api.ts';
import { consoleUser, renderConsole, signIn } from '../../employer/test/console-fixtures.tsx';

const emptyReports = {
  body: { data: [], meta: { current_page: 1, per_page: 20, total: 0, last_page: 1 }, pending_count: 0 },
};

function server(routes: Parameters<typeof mockApi>[0]) {
  return mockApi({
    'POST /oauth/token': appToken(),
    'GET /api/v1/user/auth': { body: consoleUser(3) },
    'GET /api/v1/admin/message-reports': emptyReports,
    ...routes,
  });
}

beforeEach(() => {
  signIn(3);
  setViewportWidth(1280);
});
afterEach(() => i18next.changeLanguage('en'));

const inquiry = (overrides: Partial<AdminInquiryDetail> = {}): AdminInquiryDetail => ({
  id: 7,
  name: '佐藤 美咲',
  email: 'misaki@example.com',
  country: { id: 104, name_en: 'Japan', name_ja: '日本' },
  question: 'ビザがなくても応募できますか？',
  locale: 'ja',
  status: 'open',
  created_at: '2026-11-26T01:00:00.000Z',
  answered_at: null,
  replies: [],
  ...overrides,
});

describe('inquiries (admin)', () => {
  it('shows an inquiry and sends the reply by e-mail, which marks it answered', async () => {
    const api = server({
      'GET /api/v1/admin/inquiries/7': { body: { data: inquiry() } },
      'POST /api/v1/admin/inquiries/7/reply': {
        body: {
          data: inquiry({
            status: 'answered',
            answered_at: '2026-11-26T02:00:00.000Z',
            replies: [
              {
                id: 1,
                body: 'はい、応募できます。',
                admin_email: 'admin@example.com',
                created_at: '2026-11-26T02:00:00.000Z',
              },
            ],
          }),
        },
      },
    });
    const user = userEvent.setup();
    renderConsole('/admin/inquiries/7');
    expect(await screen.findByRole('heading', { level: 1, name: 'Inquiry from 佐藤 美咲' })).toBeTruthy();
    expect(screen.getByText('ビザがなくても応募できますか？')).toBeTruthy();
    expect(screen.getByText(/with greeting and signature in Japanese/)).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Send reply' }));
    expect(await screen.findByText('Required.')).toBeTruthy();
    await user.type(screen.getByRole('textbox', { name: /^Reply/ }), 'はい、応募できます。');
    await user.click(screen.getByRole('button', { name: 'Send reply' }));
    expect(await screen.findByText('The reply was sent and the inquiry is marked answered.')).toBeTruthy();
    expect(api.callsTo('POST', '/api/v1/admin/inquiries/7/reply').map((c) => c.body)).toEqual([
      { body: 'はい、応募できます。' },
    ]);
    const sent = screen.getByRole('region', { name: 'Replies sent' });
    expect(within(sent).getByText('はい、応募できます。')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Mark open again' })).toBeTruthy();
  });

  it.each([
    ['en', ['Mark answered', 'The inquiry is marked answered.', 'Answered', 'Mark open again']],
    ['ja', ['対応済みにする', '対応済みにしました。', '対応済み', '未対応に戻す']],
  ] as const)('marks an inquiry answered without a reply, and open again (%s)', async (lang, texts) => {
    const [markAnswered, marked, answeredChip, reopen] = texts;
    await i18next.changeLanguage(lang);
    let current = inquiry();
    const api = server({
      'GET /api/v1/admin/inquiries/7': () => ({ body: { data: current } }),
      'PUT /api/v1/admin/inquiries/7/status': (call) => {
        const next = (call.body as { status: 'open' | 'answered' }).status;
        current = inquiry({ status: next, answered_at: next === 'answered' ? '2026-11-26T03:00:00.000Z' : null });
        return { body: { data: current } };
      },
    });
    const user = userEvent.setup();
    renderConsole('/admin/inquiries/7');
    await user.click(await screen.findByRole('button', { name: markAnswered }));
    expect(await screen.findByText(marked)).toBeTruthy();
    expect(screen.getByText(answeredChip)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: reopen }));
    expect(await screen.findByRole('button', { name: markAnswered })).toBeTruthy();
    expect(api.callsTo('PUT', '/api/v1/admin/inquiries/7/status').map((c) => c.body)).toEqual([
      { status: 'answered' },
      { status: 'open' },
    ]);
    // Nothing was mailed: marking is not replying.
    expect(api.callsTo('POST', '/api/v1/admin/inquiries/7/reply')).toEqual([]);
  });
});

const faq = (overrides: Partial<AdminFaq>): AdminFaq => ({
  id: 1,
  parent_id: null,
  en_question: 'Fees',
  ja_question: '料金',
  en_answer: null,
  ja_answer: null,
  sort_order: 10,
  visibility: 'both',
  hidden: false,
  created_at: '2026-11-26T00:00:00.000Z',
  updated_at: '2026-11-26T00:00:00.000Z',
  ...overrides,
});

describe('FAQ (admin)', () => {
  it('lists categories with their questions and moves a question', async () => {
    const first = faq({ id: 11, parent_id: 1, en_question: 'Is it free?', en_answer: 'Yes.', ja_answer: 'はい。' });
    const second = faq({
      id: 12,
      parent_id: 1,
      en_question: 'Who pays?',
      en_answer: 'Companies.',
      ja_answer: '企業です。',
      sort_order: 20,
      visibility: 'after_login',
    });
    const api = server({
      'GET /api/v1/admin/faqs': { body: { data: [faq({}), first, second] } },
      'POST /api/v1/admin/faqs/12/move': { body: { data: [faq({}), { ...second, sort_order: 5 }, first] } },
    });
    const user = userEvent.setup();
    renderConsole('/admin/faqs');
    expect(await screen.findByRole('heading', { level: 2, name: 'Category: Fees' })).toBeTruthy();
    const titles = () => screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(titles()).toEqual(['Category: Fees', 'Is it free?', 'Who pays?']);
    expect(screen.getByText('Registered applicants only')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Move up: Who pays?' }));
    await screen.findByRole('button', { name: 'Move up: Who pays?' });
    expect(api.callsTo('POST', '/api/v1/admin/faqs/12/move').map((c) => c.body)).toEqual([{ direction: 'up' }]);
    expect(titles()).toEqual(['Category: Fees', 'Who pays?', 'Is it free?']);
  });

  // The browser journey adds such a question in English (e2e/journeys/faq-inquiry.test.ts).
  it('in Japanese: adds a question for registered applicants only to a category', async () => {
    await i18next.changeLanguage('ja');
    let rows = [faq({})];
    const api = server({
      'GET /api/v1/admin/faqs': () => ({ body: { data: rows } }),
      'POST /api/v1/admin/faqs': (call) => {
        const created = faq({ ...(call.body as Partial<AdminFaq>), id: 13, sort_order: 30 });
        rows = [...rows, created];
        return { status: 201, body: { data: created } };
      },
    });
    const user = userEvent.setup();
    renderConsole('/admin/faqs');
    expect(await screen.findByRole('heading', { level: 2, name: '【カテゴリ】料金' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: '新規作成' }));
    expect(screen.getByRole('heading', { level: 2, name: 'よくある質問の新規作成' })).toBeTruthy();
    // Without a category the entry is a category: no answer fields until one is chosen.
    expect(screen.queryByLabelText(/^回答（日本語）/)).toBeNull();
    await user.click(screen.getByRole('combobox', { name: /^カテゴリ/ }));
    await user.click(await screen.findByRole('option', { name: '料金' }));
    for (const [label, text] of [
      [/^質問（英語）/, 'Can my family join me on a work visa?'],
      [/^質問（日本語）/, '就労ビザで家族を呼び寄せられますか？'],
      [/^回答（英語）/, 'Usually yes.'],
      [/^回答（日本語）/, '多くの場合は可能です。'],
    ] as const) {
      await user.click(screen.getByLabelText(label));
      await user.paste(text);
    }
    await user.click(screen.getByRole('radio', { name: '登録済みの求職者のみ' }));
    await user.click(screen.getByRole('button', { name: '保存' }));
    expect(await screen.findByText('保存しました。')).toBeTruthy();
    expect(api.callsTo('POST', '/api/v1/admin/faqs').map((c) => c.body)).toEqual([
      {
        parent_id: 1,
        en_question: 'Can my family join me on a work visa?',
        ja_question: '就労ビザで家族を呼び寄せられますか？',
        en_answer: 'Usually yes.',
        ja_answer: '多くの場合は可能です。',
        visibility: 'after_login',
        hidden: false,
      },
    ]);
    const added = (
      await screen.findByRole('heading', { level: 2, name: '就労ビザで家族を呼び寄せられますか？' })
    ).closest('li') as HTMLElement;
    expect(within(added).getByText('登録済みの求職者のみ')).toBeTruthy();
    expect(within(added).getByText('カテゴリ：料金')).toBeTruthy();
    expect(within(added).getByText('多くの場合は可能です。')).toBeTruthy();
  });
});
