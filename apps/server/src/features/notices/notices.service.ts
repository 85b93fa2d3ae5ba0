import type { Notice } from '@hashi/shared/admin.schema';
import type { Locale } from '@hashi/shared/constants';
import type { Deps } from '../../platform/deps.ts';
import { pageMeta } from '../employer/employer-postings.repository.ts';
import { publishedNoticeRows } from './notices.repository.ts';

/**
 * GET /api/v1/notices (ADR 0019): the notices admins published (published_at reached), newest
 * first, in the caller's language — the dashboard's "information".
 */
export async function publishedNotices(
  deps: Deps,
  locale: Locale,
  page: { page: number; per_page: number },
): Promise<{ data: Notice[]; meta: ReturnType<typeof pageMeta> }> {
  const { rows, total } = await publishedNoticeRows(deps.db, deps.now(), page);
  return {
    data: rows.map((r) => ({
      id: r.id,
      title: r[`title_${locale}`],
      body: r[`body_${locale}`],
      published_at: new Date(r.published_at as Date).toISOString(),
    })),
    meta: pageMeta(page, total),
  };
}
