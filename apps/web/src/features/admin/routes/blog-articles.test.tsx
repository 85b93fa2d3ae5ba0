import { type AdminBlogArticle, blogArticleInputSchema } from '@hashi/shared/blog.schema';
import { V } from '@hashi/shared/validation';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { setViewportWidth } from '../../../test/viewport.ts';
import { appToken, mockApi, type RecordedCall } from '../../auth/test/mock-api.ts';
import { consoleUser, invalid, pageOf, renderConsole, signIn } from '../../employer/test/console-fixtures.tsx';

const BASE = '/api/v1/admin/blog-articles';
const PUBLISHED_AT = '2026-11-29T03:00:00.000Z';

const visas: AdminBlogArticle = {
  id: 1,
  slug: 'visas-for-engineers',
  title_en: 'Visas for engineers',
  title_ja: 'エンジニアのための就労ビザ',
  summary_en: 'Which visa fits a software engineer.',
  summary_ja: 'ソフトウェアエンジニアに合う在留資格。',
  body_en: 'Most engineers come on the Engineer visa.',
  body_ja: '多くのエンジニアは「技術・人文知識・国際業務」で来日します。',
  published_at: '2026-11-22T01:00:00.000Z',
  created_at: '2026-11-20T01:00:00.000Z',
  updated_at: '2026-11-22T01:00:00.000Z',
};

/** What the server's 422 says for the rules an empty form breaks, in the request's language (X-Localization). */
const MESSAGES: Record<'en' | 'ja', Record<string, string>> = {
  en: {
    [V.required]: 'Required.',
    [V.slugFormat]: 'Use lower-case letters, digits and hyphens (for example visas-for-engineers).',
  },
  ja: {
    [V.required]: '必須項目です。',
    [V.slugFormat]: '半角英小文字・数字・ハイフンで入力してください（例：visas-for-engineers）。',
  },
};

/**
 * A stand-in for the admin blog API: it checks the input with the shared schema, as the server does,
 * and answers a 422 whose messages are in the language the request asked for.
 */
function blogServer(initial: AdminBlogArticle[]) {
  let rows = [...initial];
  const validate = (call: RecordedCall) => {
    const parsed = blogArticleInputSchema.safeParse(call.body);
    if (parsed.success) return { data: parsed.data };
    const lang = call.headers.get('X-Localization') === 'ja' ? 'ja' : 'en';
    const errors: Record<string, string[]> = {};
    for (const issue of parsed.error.issues) {
      // Every broken rule of a field, as the server lists them.
      const field = String(issue.path[0]);
      errors[field] = [...(errors[field] ?? []), MESSAGES[lang][issue.message] ?? issue.message];
    }
    return { error: invalid(errors) };
  };
  const api = mockApi({
    'POST /oauth/token': appToken(),
    'GET /api/v1/user/auth': { body: consoleUser(3) },
    'GET /api/v1/admin/message-reports': {
      body: { data: [], meta: { current_page: 1, per_page: 1, total: 0, last_page: 1 }, pending_count: 0 },
    },
    [`GET ${BASE}`]: () => pageOf(rows),
    [`POST ${BASE}`]: (call) => {
      const { data, error } = validate(call);
      if (!data) return error;
      const { published, ...texts } = data;
      const created: AdminBlogArticle = {
        ...visas,
        ...texts,
        id: 2,
        published_at: published ? PUBLISHED_AT : null,
      };
      rows = [created, ...rows];
      return { status: 201, body: { data: created } };
    },
    [`PUT ${BASE}/2`]: (call) => {
      const { data, error } = validate(call);
      if (!data) return error;
      const { published, ...texts } = data;
      rows = rows.map((r) =>
        r.id === 2 ? { ...r, ...texts, published_at: published ? (r.published_at ?? PUBLISHED_AT) : null } : r,
      );
      return { body: { data: rows.find((r) => r.id === 2) } };
    },
    [`DELETE ${BASE}/2`]: () => {
      rows = rows.filter((r) => r.id !== 2);
      return { status: 204 };
    },
  });
  return api;
}

/** The message under the field labelled `label` (its aria-describedby), or null. */
function messageUnder(label: RegExp): string | null {
  const input = screen.getByLabelText(label);
  const id = input.getAttribute('aria-describedby');
  return id ? (document.getElementById(id)?.textContent ?? null) : null;
}

const card = async (title: string) =>
  (await screen.findByRole('heading', { name: title })).closest('li') as HTMLElement;

async function fill(user: ReturnType<typeof userEvent.setup>, fields: ReadonlyArray<readonly [RegExp, string]>) {
  for (const [label, text] of fields) {
    const input = screen.getByLabelText(label);
    await user.clear(input);
    await user.click(input);
    await user.paste(text);
  }
}

beforeEach(() => {
  signIn(3);
  setViewportWidth(1280);
});
afterEach(() => act(() => i18next.changeLanguage('en')));

describe('/admin/blog (issue 12)', () => {
  it('creates an article in both languages (missing texts named under their fields), edits it, publishes and unpublishes it, deletes it', async () => {
    const api = blogServer([visas]);
    renderConsole('/admin/blog');
    const user = userEvent.setup();
    expect(await screen.findByRole('heading', { level: 1, name: 'Blog' })).toBeTruthy();
    const existing = await card('Visas for engineers');
    expect(within(existing).getByText('Published 22 Nov 2026')).toBeTruthy();
    expect(within(existing).getByRole('link', { name: 'View on the blog' }).getAttribute('href')).toBe(
      '/blog/visas-for-engineers',
    );

    // Only the English texts: the server names each missing Japanese one, under its field.
    await user.click(screen.getByRole('button', { name: 'New article' }));
    expect(screen.getByRole('heading', { level: 2, name: 'New article' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'New article' }).hasAttribute('disabled')).toBe(true);
    expect((screen.getByLabelText(/^Published on the blog/) as HTMLInputElement).checked).toBe(false);
    await fill(user, [
      [/^Address \(\/blog\/…\)/, 'renting-in-tokyo'],
      [/^Title in English/, 'Renting an apartment in Tokyo'],
      [/^Summary in English/, 'What landlords ask of foreign tenants.'],
      [/^Text in English/, 'Most landlords ask for a guarantor.'],
    ]);
    await user.click(screen.getByRole('button', { name: 'Save article' }));
    await waitFor(() => expect(messageUnder(/^Title in Japanese/)).toBe('Required.'));
    expect(messageUnder(/^Summary in Japanese/)).toBe('Required.');
    expect(messageUnder(/^Text in Japanese/)).toBe('Required.');
    expect(messageUnder(/^Title in English/)).toBeNull();
    const [refused] = api.callsTo('POST', BASE);
    expect(refused?.headers.get('X-Localization')).toBe('en');
    expect(refused?.body).toMatchObject({ title_ja: '', published: false });
    expect(screen.queryByRole('status')).toBeNull();

    await fill(user, [
      [/^Title in Japanese/, '東京で部屋を借りる'],
      [/^Summary in Japanese/, '外国人の入居者に大家さんが求めること。'],
      [/^Text in Japanese/, '多くの大家さんは保証人を求めます。'],
    ]);
    await user.click(screen.getByRole('button', { name: 'Save article' }));
    expect((await screen.findByRole('status')).textContent).toBe('Article saved.');
    expect(api.callsTo('POST', BASE)[1]?.body).toEqual({
      slug: 'renting-in-tokyo',
      title_en: 'Renting an apartment in Tokyo',
      title_ja: '東京で部屋を借りる',
      summary_en: 'What landlords ask of foreign tenants.',
      summary_ja: '外国人の入居者に大家さんが求めること。',
      body_en: 'Most landlords ask for a guarantor.',
      body_ja: '多くの大家さんは保証人を求めます。',
      published: false,
    });
    expect(screen.queryByRole('heading', { level: 2, name: 'New article' })).toBeNull();
    let created = await card('Renting an apartment in Tokyo');
    expect(within(created).getByText('Not published')).toBeTruthy();
    expect(within(created).getByText('/blog/renting-in-tokyo')).toBeTruthy();
    expect(within(created).queryByRole('link', { name: 'View on the blog' })).toBeNull();

    // Edit: the saved texts come back; a new title and the publish box go to the server.
    await user.click(within(created).getByRole('button', { name: 'Edit' }));
    expect(screen.getByRole('heading', { level: 2, name: 'Edit article' })).toBeTruthy();
    expect((screen.getByLabelText(/^Title in Japanese/) as HTMLInputElement).value).toBe('東京で部屋を借りる');
    expect((screen.getByLabelText(/^Address/) as HTMLInputElement).value).toBe('renting-in-tokyo');
    // One editor at a time.
    expect(within(existing).getByRole('button', { name: 'Edit' }).hasAttribute('disabled')).toBe(true);
    await fill(user, [[/^Title in English/, 'Renting a flat in Tokyo']]);
    await user.click(screen.getByLabelText(/^Published on the blog/));
    await user.click(screen.getByRole('button', { name: 'Save article' }));
    await waitFor(() => expect(api.callsTo('PUT', `${BASE}/2`)).toHaveLength(1));
    expect(api.callsTo('PUT', `${BASE}/2`)[0]?.body).toMatchObject({
      title_en: 'Renting a flat in Tokyo',
      title_ja: '東京で部屋を借りる',
      published: true,
    });
    created = await card('Renting a flat in Tokyo');
    expect(await within(created).findByText('Published 29 Nov 2026')).toBeTruthy();
    const view = within(created).getByRole('link', { name: 'View on the blog' });
    expect(view.getAttribute('href')).toBe('/blog/renting-in-tokyo');
    expect(view.getAttribute('target')).toBe('_blank');

    // Unpublish: the box comes back ticked; clearing it takes the article off the blog.
    await user.click(within(created).getByRole('button', { name: 'Edit' }));
    const publish = screen.getByLabelText(/^Published on the blog/) as HTMLInputElement;
    expect(publish.checked).toBe(true);
    await user.click(publish);
    await user.click(screen.getByRole('button', { name: 'Save article' }));
    await waitFor(() => expect(api.callsTo('PUT', `${BASE}/2`)).toHaveLength(2));
    expect(api.callsTo('PUT', `${BASE}/2`)[1]?.body).toMatchObject({ published: false });
    expect(await within(created).findByText('Not published')).toBeTruthy();
    expect(within(created).queryByRole('link', { name: 'View on the blog' })).toBeNull();

    // Delete, after asking.
    await user.click(within(created).getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this article?' });
    expect(within(dialog).getByText(/Renting a flat in Tokyo/)).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Article deleted.')).toBeTruthy();
    // The dialog hides the page from the accessibility tree while it is open.
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Renting a flat in Tokyo' })).toBeNull());
    expect(api.callsTo('DELETE', `${BASE}/2`)).toHaveLength(1);
    expect(screen.getByRole('heading', { name: 'Visas for engineers' })).toBeTruthy();
  });

  it('in Japanese: an empty article is refused field by field in Japanese; cancel leaves the list as it was', async () => {
    await act(() => i18next.changeLanguage('ja'));
    const api = blogServer([visas, { ...visas, id: 3, slug: 'jlpt', title_ja: 'JLPTと仕事', published_at: null }]);
    renderConsole('/admin/blog');
    const user = userEvent.setup();
    expect(await screen.findByRole('heading', { level: 1, name: 'ブログ' })).toBeTruthy();
    expect(within(await card('エンジニアのための就労ビザ')).getByText('2026年11月22日公開')).toBeTruthy();
    expect(within(await card('JLPTと仕事')).getByText('非公開')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: '記事を作成' }));
    expect(screen.getByRole('heading', { level: 2, name: '新しい記事' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: '記事を保存' }));
    await waitFor(() => expect(messageUnder(/^タイトル（英語）/)).toBe('必須項目です。'));
    expect(messageUnder(/^URL（\/blog\/…）/)).toContain('必須項目です。');
    for (const label of [
      /^タイトル（英語）/,
      /^タイトル（日本語）/,
      /^概要（英語）/,
      /^概要（日本語）/,
      /^本文（英語）/,
      /^本文（日本語）/,
    ]) {
      expect(messageUnder(label)).toBe('必須項目です。');
    }
    expect(api.callsTo('POST', BASE)[0]?.headers.get('X-Localization')).toBe('ja');
    expect(screen.queryByText('Required.')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'キャンセル' }));
    await waitFor(() => expect(screen.queryByRole('heading', { level: 2, name: '新しい記事' })).toBeNull());
    expect(screen.getAllByRole('heading', { level: 2 })).toHaveLength(2);
    expect(api.callsTo('POST', BASE)).toHaveLength(1);
  });
});
