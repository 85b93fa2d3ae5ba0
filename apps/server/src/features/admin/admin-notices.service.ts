import type { AdminNotice, NoticeInput } from '@hashi/shared/admin.schema';
import type { AdminNoticeRow } from '../../platform/db/company-console-schema.ts';
import type { Deps } from '../../platform/deps.ts';
import { notFound } from '../../platform/errors.ts';
import { pageMeta } from '../employer/employer-postings.repository.ts';

/** Admin notices (ADR 0019): the "information" applicants read on their dashboard, in both languages. */

const iso = (d: Date | string) => new Date(d).toISOString();
const toNotice = (row: AdminNoticeRow): AdminNotice => ({
  id: row.id,
  title_en: row.title_en,
  title_ja: row.title_ja,
  body_en: row.body_en,
  body_ja: row.body_ja,
  published_at: row.published_at === null ? null : iso(row.published_at),
  created_at: iso(row.created_at),
  updated_at: iso(row.updated_at),
});

/** Every notice, drafts first, then the newest publication first. */
export async function listNotices(deps: Deps, page: { page: number; per_page: number }) {
  const [rows, total] = await Promise.all([
    deps.db
      .selectFrom('admin_notices')
      .selectAll()
      .orderBy(
        (eb) => eb.ref('published_at'),
        (ob) => ob.desc().nullsFirst(),
      )
      .orderBy('id', 'desc')
      .limit(page.per_page)
      .offset((page.page - 1) * page.per_page)
      .execute(),
    deps.db
      .selectFrom('admin_notices')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow(),
  ]);
  return { data: rows.map(toNotice), meta: pageMeta(page, Number(total.n)) };
}

export async function showNotice(deps: Deps, id: number): Promise<{ data: AdminNotice }> {
  const row = await deps.db.selectFrom('admin_notices').selectAll().where('id', '=', id).executeTakeFirst();
  if (!row) throw notFound();
  return { data: toNotice(row) };
}

export async function createNotice(deps: Deps, adminId: number, input: NoticeInput): Promise<{ data: AdminNotice }> {
  const row = await deps.db
    .insertInto('admin_notices')
    .values({ ...input, created_by: adminId })
    .returningAll()
    .executeTakeFirstOrThrow();
  return { data: toNotice(row) };
}

export async function updateNotice(deps: Deps, id: number, input: NoticeInput): Promise<{ data: AdminNotice }> {
  const row = await deps.db
    .updateTable('admin_notices')
    .set({ ...input, updated_at: deps.now() })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirst();
  if (!row) throw notFound();
  return { data: toNotice(row) };
}

export async function deleteNotice(deps: Deps, id: number): Promise<void> {
  const result = await deps.db.deleteFrom('admin_notices').where('id', '=', id).executeTakeFirst();
  if (result.numDeletedRows === 0n) throw notFound();
}
