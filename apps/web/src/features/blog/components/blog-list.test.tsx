import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { afterEach, describe, expect, it } from 'vitest';
import { appToken, mockApi } from '../../auth/test/mock-api.ts';
import { renderRoutes } from '../../auth/test/render-route.tsx';
import { blogRoutes } from '../blog-routes.tsx';
import { parseArticleBody } from './article-body.ts';

afterEach(async () => {
  await i18next.changeLanguage('en');
});

const summary = (n: number) => ({
  slug: `article-${n}`,
  title: `Article ${n}`,
  summary: `Summary ${n}`,
  published_at: '2026-11-16T01:00:00.000Z',
});
const page = (current: number, last: number, items: unknown[]) => ({
  data: items,
  meta: { current_page: current, per_page: 10, total: items.length, last_page: last },
});

describe('/blog', () => {
  it('lists the articles with date, linked title and summary, and pages through them', async () => {
    const api = mockApi({
      'POST /oauth/token': appToken(),
      'GET /api/v1/blog-articles': (call) =>
        call.path.includes('page=2')
          ? { body: page(2, 2, [summary(11)]) }
          : { body: page(1, 2, [summary(1), summary(2)]) },
    });
    const view = renderRoutes(blogRoutes, '/blog');
    expect(await screen.findByRole('heading', { level: 1, name: 'Blog' })).toBeTruthy();
    const first = await screen.findByRole('article', { name: 'Article 1' });
    expect(within(first).getByText('16 Nov 2026')).toBeTruthy();
    expect(within(first).getByText('Summary 1')).toBeTruthy();
    expect(within(first).getByRole('link', { name: 'Article 1' }).getAttribute('href')).toBe('/blog/article-1');
    await waitFor(() => expect(document.title).toBe('Blog | Hashi'));

    await userEvent.setup().click(screen.getByRole('button', { name: 'Go to page 2' }));
    expect(await screen.findByRole('article', { name: 'Article 11' })).toBeTruthy();
    expect(view.router.state.location.search).toBe('?page=2');
    expect(api.callsTo('GET', '/api/v1/blog-articles').at(-1)?.path).toBe('/api/v1/blog-articles?page=2');
  });

  it('says so when nothing is published, in Japanese', async () => {
    await i18next.changeLanguage('ja');
    mockApi({ 'POST /oauth/token': appToken(), 'GET /api/v1/blog-articles': { body: page(1, 1, []) } });
    renderRoutes(blogRoutes, '/blog');
    expect(
      await screen.findByText('公開中の記事はまだありません。近日中に公開しますので、またお越しください。'),
    ).toBeTruthy();
    expect(screen.queryByRole('navigation', { name: 'ブログのページ' })).toBeNull();
  });

  it('offers to try again when the list cannot be loaded', async () => {
    let fail = true;
    mockApi({
      'POST /oauth/token': appToken(),
      'GET /api/v1/blog-articles': () =>
        fail ? { status: 503, body: { message: 'down', code: 'server_error' } } : { body: page(1, 1, [summary(1)]) },
    });
    renderRoutes(blogRoutes, '/blog');
    expect(await screen.findByText(/We could not load the articles/, {}, { timeout: 5000 })).toBeTruthy();
    fail = false;
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('article', { name: 'Article 1' })).toBeTruthy();
  });
});

describe('/blog/:slug', () => {
  it('shows an article body as headings, paragraphs and lists, never as HTML', async () => {
    mockApi({
      'POST /oauth/token': appToken(),
      'GET /api/v1/blog-articles/visas': {
        body: {
          data: {
            ...summary(1),
            slug: 'visas',
            title: 'Visas',
            body: 'Intro <img src=x onerror=alert(1)>\n\n## Steps\n\n- One\n- Two',
            updated_at: '2026-11-16T01:00:00.000Z',
          },
        },
      },
    });
    renderRoutes(blogRoutes, '/blog/visas');
    expect(await screen.findByRole('heading', { level: 1, name: 'Visas' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'Steps' })).toBeTruthy();
    expect(screen.getByText('Intro <img src=x onerror=alert(1)>')).toBeTruthy();
    expect(document.querySelector('article img')).toBeNull();
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual(['One', 'Two']);
  });

  it('says an unpublished or unknown article is not available, with a way back', async () => {
    mockApi({ 'POST /oauth/token': appToken() });
    renderRoutes(blogRoutes, '/blog/draft');
    expect(await screen.findByRole('heading', { level: 1, name: 'This article is not available' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'All articles' }).getAttribute('href')).toBe('/blog');
  });
});

describe('parseArticleBody', () => {
  it('reads paragraphs, headings and list items', () => {
    expect(parseArticleBody('First line\nsame paragraph.\n\n## Head\n- a\n* b\nafter\r\n\r\nLast')).toEqual([
      { kind: 'paragraph', text: 'First line same paragraph.' },
      { kind: 'heading', text: 'Head' },
      { kind: 'list', items: ['a', 'b'] },
      { kind: 'paragraph', text: 'after' },
      { kind: 'paragraph', text: 'Last' },
    ]);
  });
});
