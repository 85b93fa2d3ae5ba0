import type { Locale } from '@hashi/shared/constants';
import type {
  AdminBlogArticle,
  BlogArticle,
  BlogArticleInput,
  BlogArticleSummary,
  BlogPageQuery,
} from '@hashi/shared/blog.schema';
import { V } from '@hashi/shared/validation';
import type { BlogArticleRow } from '../../platform/db/blog-schema.ts';
import type { Deps } from '../../platform/deps.ts';
import { AppError, notFound } from '../../platform/errors.ts';
import { pageMeta } from '../../platform/http/page-meta.ts';
import {
  type BlogArticleValues,
  countAll,
  countPublished,
  deleteRow,
  findPublishedBySlug,
  findRow,
  insertRow,
  listAllRows,
  listPublishedRows,
  slugTaken,
  updateRow,
} from './blog.repository.ts';

/**
 * The blog (ADR 0031): admins write each article in both languages and publish or unpublish it;
 * visitors read the published ones in their language. An unpublished article is a 404 to them.
 */

const iso = (d: Date | string) => new Date(d).toISOString();
const pick = (row: BlogArticleRow, locale: Locale, field: 'title' | 'summary' | 'body') =>
  locale === 'ja' ? row[`${field}_ja`] : row[`${field}_en`];

const toSummary = (row: BlogArticleRow, locale: Locale): BlogArticleSummary => ({
  slug: row.slug,
  title: pick(row, locale, 'title'),
  summary: pick(row, locale, 'summary'),
  published_at: iso(row.published_at as Date),
});

const toAdmin = (row: BlogArticleRow): AdminBlogArticle => ({
  id: row.id,
  slug: row.slug,
  title_en: row.title_en,
  title_ja: row.title_ja,
  summary_en: row.summary_en,
  summary_ja: row.summary_ja,
  body_en: row.body_en,
  body_ja: row.body_ja,
  published_at: row.published_at === null ? null : iso(row.published_at),
  created_at: iso(row.created_at),
  updated_at: iso(row.updated_at),
});

export async function listArticles(deps: Deps, locale: Locale, page: BlogPageQuery) {
  const now = deps.now();
  const [rows, total] = await Promise.all([listPublishedRows(deps.db, page, now), countPublished(deps.db, now)]);
  return { data: rows.map((r) => toSummary(r, locale)), meta: pageMeta(page, total) };
}

export async function showArticle(deps: Deps, locale: Locale, slug: string): Promise<{ data: BlogArticle }> {
  const row = await findPublishedBySlug(deps.db, slug, deps.now());
  if (!row) throw notFound();
  return { data: { ...toSummary(row, locale), body: pick(row, locale, 'body'), updated_at: iso(row.updated_at) } };
}

export async function adminListArticles(deps: Deps, page: BlogPageQuery) {
  const [rows, total] = await Promise.all([listAllRows(deps.db, page), countAll(deps.db)]);
  return { data: rows.map(toAdmin), meta: pageMeta(page, total) };
}

export async function adminShowArticle(deps: Deps, id: number): Promise<{ data: AdminBlogArticle }> {
  const row = await findRow(deps.db, id);
  if (!row) throw notFound();
  return { data: toAdmin(row) };
}

const slugTakenError = () => AppError.fields({ slug: [V.slugTaken] });
const isUniqueViolation = (err: unknown) => (err as { code?: string } | null)?.code === '23505';

/** The stored values: publishing keeps the first publication time; unpublishing clears it. */
function values(input: BlogArticleInput, publishedAt: Date | null, now: Date): BlogArticleValues {
  const { published, ...texts } = input;
  return { ...texts, published_at: published ? (publishedAt ?? now) : null };
}

export async function createArticle(
  deps: Deps,
  adminId: number,
  input: BlogArticleInput,
): Promise<{ data: AdminBlogArticle }> {
  if (await slugTaken(deps.db, input.slug, null)) throw slugTakenError();
  try {
    return { data: toAdmin(await insertRow(deps.db, adminId, values(input, null, deps.now()))) };
  } catch (err) {
    // Two admins saving the same new slug at once: the unique index decides.
    if (isUniqueViolation(err)) throw slugTakenError();
    throw err;
  }
}

export async function updateArticle(
  deps: Deps,
  id: number,
  input: BlogArticleInput,
): Promise<{ data: AdminBlogArticle }> {
  const existing = await findRow(deps.db, id);
  if (!existing) throw notFound();
  if (await slugTaken(deps.db, input.slug, id)) throw slugTakenError();
  const now = deps.now();
  try {
    const row = await updateRow(deps.db, id, values(input, existing.published_at, now), now);
    if (!row) throw notFound();
    return { data: toAdmin(row) };
  } catch (err) {
    if (isUniqueViolation(err)) throw slugTakenError();
    throw err;
  }
}

export async function deleteArticle(deps: Deps, id: number): Promise<void> {
  if (!(await deleteRow(deps.db, id))) throw notFound();
}
