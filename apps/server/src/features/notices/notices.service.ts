import type { Notice } from '@hashi/shared/admin.schema';
import type { Locale } from '@hashi/shared/constants';
import type { Deps } from '../../platform/deps.ts';
import { pageMeta } from '../employer/employer-postings.repository.ts';

/**
 * GET /api/v1/notices (ADR 0019): the notices admins published (published_at reached), newest
 * first, in the caller's language — the dashboard's "information".
 */
export async function publishedNotices(
  deps: Deps,
  locale: Locale,
  page: { page: number; per_page: number },
): Promise<{ data: Notice[]; meta: ReturnType<typeof pageMeta> }> {
  const now = deps.now();
  const published = deps.db.selectFrom('admin_notices').where('published_at', '<=', now);
  const [rows, total] = await Promise.all([
    published
      .select(['id', 'title_en', 'title_ja', 'body_en', 'body_ja', 'published_at'])
      .orderBy('published_at', 'desc')
      .orderBy('id', 'desc')
      .limit(page.per_page)
      .offset((page.page - 1) * page.per_page)
      .execute(),
    published.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return {
    data: rows.map((r) => ({
      id: r.id,
      title: r[`title_${locale}`],
      body: r[`body_${locale}`],
      published_at: new Date(r.published_at as Date).toISOString(),
    })),
    meta: pageMeta(page, Number(total.n)),
  };
}
