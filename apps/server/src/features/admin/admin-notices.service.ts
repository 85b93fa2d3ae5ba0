import type { AdminNotice, NoticeInput } from '@hashi/shared/admin.schema';
import type { AdminNoticeRow } from '../../platform/db/company-console-schema.ts';
import type { Deps } from '../../platform/deps.ts';
import { notFound } from '../../platform/errors.ts';
import { pageMeta } from '../employer/employer-postings.repository.ts';
import {
  countNotices,
  deleteNoticeRow,
  findNoticeRow,
  insertNotice,
  listNoticeRows,
  updateNoticeRow,
} from './admin-notices.repository.ts';

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
  const [rows, total] = await Promise.all([listNoticeRows(deps.db, page), countNotices(deps.db)]);
  return { data: rows.map(toNotice), meta: pageMeta(page, total) };
}

export async function showNotice(deps: Deps, id: number): Promise<{ data: AdminNotice }> {
  const row = await findNoticeRow(deps.db, id);
  if (!row) throw notFound();
  return { data: toNotice(row) };
}

export async function createNotice(deps: Deps, adminId: number, input: NoticeInput): Promise<{ data: AdminNotice }> {
  const row = await insertNotice(deps.db, adminId, input);
  return { data: toNotice(row) };
}

export async function updateNotice(deps: Deps, id: number, input: NoticeInput): Promise<{ data: AdminNotice }> {
  const row = await updateNoticeRow(deps.db, id, input, deps.now());
  if (!row) throw notFound();
  return { data: toNotice(row) };
}

export async function deleteNotice(deps: Deps, id: number): Promise<void> {
  if (!(await deleteNoticeRow(deps.db, id))) throw notFound();
}
