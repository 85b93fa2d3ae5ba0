import { beforeAll, describe, expect, it } from 'vitest';
import { signedInAdmin } from '../../../test/company-factories.ts';
import { appToken, bearer } from '../../../test/factories.ts';
import { useTestContext } from '../../../test/test-app.ts';

const ctx = useTestContext();
let token: string;
beforeAll(async () => {
  token = await appToken(ctx);
});

const visitor = (url: string, lang: 'en' | 'ja' = 'en') =>
  ctx.app.inject({ method: 'GET', url, headers: { ...bearer(token), 'x-localization': lang } });

const article = (overrides: Record<string, unknown> = {}) => ({
  slug: 'renting-an-apartment-in-tokyo',
  title_en: 'Renting an apartment in Tokyo',
  title_ja: '東京で部屋を借りる',
  summary_en: 'Key money, guarantors and the initial costs.',
  summary_ja: '礼金・保証人・初期費用について。',
  body_en: 'First paragraph.\n\n## Costs\n\n- Deposit\n- Key money',
  body_ja: '最初の段落です。\n\n## 費用\n\n- 敷金\n- 礼金',
  published: true,
  ...overrides,
});

describe('blog', () => {
  it('lists the seeded articles to visitors, newest first, in their language, paginated', async () => {
    const en = await visitor('/api/v1/blog-articles');
    expect(en.statusCode).toBe(200);
    const slugs = en.json().data.map((a: { slug: string }) => a.slug);
    expect(slugs).toEqual([
      'jlpt-and-working-in-japan',
      'how-to-read-a-japanese-job-posting',
      'work-visas-for-engineers-in-japan',
    ]);
    expect(en.json().meta).toMatchObject({ current_page: 1, per_page: 10, total: 3, last_page: 1 });
    const ja = await visitor('/api/v1/blog-articles?per_page=1&page=2', 'ja');
    expect(ja.json().data).toEqual([
      expect.objectContaining({
        slug: 'how-to-read-a-japanese-job-posting',
        title: '日本の求人票の読み方：押さえておきたい用語',
      }),
    ]);
    expect(ja.json().meta.last_page).toBe(3);
    const one = await visitor('/api/v1/blog-articles/work-visas-for-engineers-in-japan', 'ja');
    expect(one.statusCode).toBe(200);
    expect(one.json().data.body).toContain('技術・人文知識・国際業務');
    expect(one.json().data).not.toHaveProperty('body_en');
  });

  it('answers bad paging with 422 and unknown slugs with 404; needs the app token', async () => {
    expect((await visitor('/api/v1/blog-articles?page=0')).statusCode).toBe(422);
    expect((await visitor('/api/v1/blog-articles?per_page=abc')).statusCode).toBe(422);
    expect((await visitor('/api/v1/blog-articles/no-such-article')).statusCode).toBe(404);
    expect((await visitor(`/api/v1/blog-articles/${'x'.repeat(90)}`)).statusCode).toBe(422);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/v1/blog-articles' })).statusCode).toBe(401);
  });

  it('lets admins create, edit, unpublish, republish and delete; unpublished articles are 404 to visitors', async () => {
    const admin = await signedInAdmin(ctx);
    const created = await admin.call('POST', '/api/v1/admin/blog-articles', article({ published: false }));
    expect(created.statusCode).toBe(201);
    const { id } = created.json().data;
    expect(created.json().data).toMatchObject({ slug: 'renting-an-apartment-in-tokyo', published_at: null });
    const url = '/api/v1/blog-articles/renting-an-apartment-in-tokyo';
    expect((await visitor(url)).statusCode).toBe(404);
    expect((await visitor('/api/v1/blog-articles')).json().data).toHaveLength(3);

    const published = await admin.call(
      'PUT',
      `/api/v1/admin/blog-articles/${id}`,
      article({ title_en: 'Renting in Tokyo' }),
    );
    expect(published.statusCode).toBe(200);
    const publishedAt = published.json().data.published_at;
    expect(publishedAt).not.toBeNull();
    const read = await visitor(url);
    expect(read.json().data).toMatchObject({ title: 'Renting in Tokyo', body: expect.stringContaining('## Costs') });
    expect((await visitor('/api/v1/blog-articles')).json().data[0].slug).toBe('renting-an-apartment-in-tokyo');

    // Editing a published article keeps its publication date.
    const edited = await admin.call('PUT', `/api/v1/admin/blog-articles/${id}`, article({ summary_en: 'Updated.' }));
    expect(edited.json().data.published_at).toBe(publishedAt);

    const hidden = await admin.call(
      'PUT',
      `/api/v1/admin/blog-articles/${id}`,
      article({ summary_en: 'Updated.', published: false }),
    );
    expect(hidden.json().data.published_at).toBeNull();
    expect((await visitor(url)).statusCode).toBe(404);

    expect((await admin.call('GET', `/api/v1/admin/blog-articles/${id}`)).json().data.summary_en).toBe('Updated.');
    const list = (await admin.call('GET', '/api/v1/admin/blog-articles')).json();
    expect(list.data[0].id).toBe(id);
    expect(list.meta.total).toBe(4);

    expect((await admin.call('DELETE', `/api/v1/admin/blog-articles/${id}`)).statusCode).toBe(204);
    expect((await admin.call('GET', `/api/v1/admin/blog-articles/${id}`)).statusCode).toBe(404);
    expect((await admin.call('PUT', `/api/v1/admin/blog-articles/${id}`, article())).statusCode).toBe(404);
    expect((await admin.call('DELETE', `/api/v1/admin/blog-articles/${id}`)).statusCode).toBe(404);
    expect((await admin.call('GET', '/api/v1/admin/blog-articles/2147483648')).statusCode).toBe(422);
  });

  it('validates every field in the request language and refuses a slug another article uses', async () => {
    const admin = await signedInAdmin(ctx);
    const missing = await admin.call(
      'POST',
      '/api/v1/admin/blog-articles',
      article({ title_ja: '  ', body_en: undefined, slug: 'Bad Slug', summary_en: 'x'.repeat(401) }),
      'ja',
    );
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors).toEqual({
      slug: ['半角英小文字・数字・ハイフンで入力してください（例：visas-for-engineers）。'],
      title_ja: ['必須項目です。'],
      summary_en: [expect.stringContaining('400')],
      body_en: ['必須項目です。'],
    });
    const extra = await admin.call('POST', '/api/v1/admin/blog-articles', { ...article(), html: '<b>x</b>' });
    expect(extra.statusCode).toBe(422);
    const noFlag = await admin.call('POST', '/api/v1/admin/blog-articles', article({ published: 'yes' }));
    expect(Object.keys(noFlag.json().errors)).toEqual(['published']);

    const taken = await admin.call(
      'POST',
      '/api/v1/admin/blog-articles',
      article({ slug: 'jlpt-and-working-in-japan' }),
    );
    expect(taken.statusCode).toBe(422);
    expect(taken.json().errors).toEqual({ slug: ['This address is already used by another article.'] });

    const own = (await admin.call('POST', '/api/v1/admin/blog-articles', article({ slug: 'own-slug' }))).json().data;
    const renamed = await admin.call(
      'PUT',
      `/api/v1/admin/blog-articles/${own.id}`,
      article({ slug: 'how-to-read-a-japanese-job-posting' }),
    );
    expect(renamed.json().errors).toEqual({ slug: ['This address is already used by another article.'] });
    expect(
      (await admin.call('PUT', `/api/v1/admin/blog-articles/${own.id}`, article({ slug: 'own-slug' }))).statusCode,
    ).toBe(200);
  });
});
