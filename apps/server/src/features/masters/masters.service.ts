import { createHash } from 'node:crypto';
import type { Locale } from '@hashi/shared/constants';
import type {
  ItCertificateSearchRequest,
  ItCertificateSearchResponse,
  MasterListFilter,
  MasterListName,
  MasterListResponse,
  PopularKeywordSearchRequest,
  PopularKeywordSearchResponse,
} from '@hashi/shared/masters.schema';
import type { Database } from '../../platform/db/database.ts';
import type { Deps } from '../../platform/deps.ts';
import { MASTER_LIST_SOURCES } from './masters.catalog.ts';
import {
  listMasterRows,
  type MasterRow,
  searchItCertificates as findItCertificates,
  searchPopularKeywords as findPopularKeywords,
} from './masters.repository.ts';
import { searchTerms } from './search-text.ts';

export interface CachedMasterList<N extends MasterListName> {
  data: MasterListResponse<N>['data'];
  /** A strong validator of exactly this answer: the same content gives the same tag on every instance. */
  etag: string;
}

type AnyList = CachedMasterList<MasterListName>;

/**
 * Lists, per database and then per list and language. The lists change only by migration, so an
 * entry lives until the process restarts; the web app asks for many lists at once, and the
 * promise (not its result) is kept so that simultaneous first requests share one query.
 */
const caches = new WeakMap<Database, Map<string, Promise<AnyList>>>();

const tag = (content: string) => `"${createHash('sha1').update(content).digest('base64url')}"`;

const nameIn = (locale: Locale, row: { name_en: string; name_ja: string }) =>
  locale === 'ja' ? row.name_ja : row.name_en;

function localize(row: MasterRow, locale: Locale, fields: readonly string[]): Record<string, unknown> {
  const item: Record<string, unknown> = { id: row.id, name: nameIn(locale, row) };
  for (const field of fields) item[field] = row[field];
  return item;
}

async function loadList(db: Database, name: MasterListName, locale: Locale): Promise<AnyList> {
  const source = MASTER_LIST_SOURCES[name];
  const order = locale === 'ja' && source.japaneseOrder ? 'sort_order_ja' : 'sort_order';
  const rows = await listMasterRows(db, source.table, source.fields, order);
  const data = rows.map((row) => localize(row, locale, source.fields));
  // Rows were shaped from the catalog's columns; the route's response schema checks them again.
  return { data: data as AnyList['data'], etag: tag(JSON.stringify(data)) };
}

function cachedList(db: Database, name: MasterListName, locale: Locale): Promise<AnyList> {
  const cache = caches.get(db) ?? new Map<string, Promise<AnyList>>();
  caches.set(db, cache);
  const key = `${name}:${locale}`;
  let entry = cache.get(key);
  if (!entry) {
    entry = loadList(db, name, locale);
    cache.set(key, entry);
    // A failed query is not remembered: the next request tries again.
    entry.catch(() => cache.delete(key));
  }
  return entry;
}

/** Forgets every cached list of this database (after an admin edit, or in tests). */
export function clearMasterCache(db: Database): void {
  caches.delete(db);
}

/**
 * A reference list in the request's language and display order, narrowed by the filters given
 * (`{ prefecture_id: 13 }`); a filter matches the item field of the same name.
 */
export async function masterList<N extends MasterListName>(
  deps: Deps,
  name: N,
  locale: Locale,
  filter: MasterListFilter = {},
): Promise<CachedMasterList<N>> {
  const list = (await cachedList(deps.db, name, locale)) as CachedMasterList<N>;
  const active = Object.entries(filter).filter((entry): entry is [string, number] => entry[1] !== undefined);
  if (active.length === 0) return list;
  const data = list.data.filter((item) =>
    active.every(([field, value]) => (item as Record<string, unknown>)[field] === value),
  ) as CachedMasterList<N>['data'];
  const query = active.map(([field, value]) => `${field}=${value}`).join('&');
  return { data, etag: tag(`${list.etag}?${query}`) };
}

/** POST /api/v1/it-certificates/search: a page of certificates matching the keyword and category. */
export async function searchItCertificates(
  deps: Deps,
  locale: Locale,
  input: ItCertificateSearchRequest,
): Promise<ItCertificateSearchResponse> {
  const { page, per_page } = input;
  const { rows, total } = await findItCertificates(deps.db, {
    terms: searchTerms(input.keyword),
    categoryId: input.category_id ?? null,
    limit: per_page,
    offset: (page - 1) * per_page,
  });
  return {
    data: rows.map((r) => ({ id: r.id, name: nameIn(locale, r), category_id: r.category_id })),
    meta: { current_page: page, per_page, total, last_page: Math.max(1, Math.ceil(total / per_page)) },
  };
}

/** POST /api/v1/popular-keywords/search: the most searched keywords that contain the typed words. */
export async function searchPopularKeywords(
  deps: Deps,
  locale: Locale,
  input: PopularKeywordSearchRequest,
): Promise<PopularKeywordSearchResponse> {
  const rows = await findPopularKeywords(deps.db, { terms: searchTerms(input.keyword), limit: input.limit });
  return { data: rows.map((r) => ({ id: r.id, name: nameIn(locale, r) })) };
}
