import { sql } from 'kysely';
import type { Database } from '../../platform/db/database.ts';
import type { MasterTableName } from '../../platform/db/schema.ts';
import { containing, pageWithTotal } from '../../platform/db/search-query.ts';

export type MasterRow = { id: number; name_en: string; name_ja: string } & Record<string, unknown>;

/** A whole list in display order. `table` and `fields` come from the catalog, never from a request. */
export async function listMasterRows(
  db: Database,
  table: MasterTableName,
  fields: readonly string[],
  order: 'sort_order' | 'sort_order_ja',
): Promise<MasterRow[]> {
  const columns = ['id', 'name_en', 'name_ja', ...fields].map((c) => sql.ref(c));
  const { rows } = await sql<MasterRow>`select ${sql.join(columns)} from ${sql.table(table)}
    order by ${sql.ref(order)}, id`.execute(db);
  return rows;
}

/**
 * IT certificates whose search text (both languages and abbreviations, normalized) contains every
 * term. A LIKE scan suits a list of a few hundred rows; a large list would use the tsvector index
 * of ARCHITECTURE.md instead.
 */
export async function searchItCertificates(
  db: Database,
  input: { terms: string[]; categoryId: number | null; limit: number; offset: number },
) {
  let query = db.selectFrom('it_certificates');
  if (input.categoryId !== null) query = query.where('category_id', '=', input.categoryId);
  for (const term of input.terms) query = query.where('search_text', 'like', containing(term));
  return pageWithTotal(
    query,
    (q) => q.select(['id', 'name_en', 'name_ja', 'category_id']).orderBy('sort_order').orderBy('id'),
    input,
  );
}

/** Popular keywords containing every term, most searched first. */
export function searchPopularKeywords(db: Database, input: { terms: string[]; limit: number }) {
  let query = db.selectFrom('popular_keywords').select(['id', 'name_en', 'name_ja']);
  for (const term of input.terms) query = query.where('search_text', 'like', containing(term));
  return query.orderBy('sort_order').orderBy('id').limit(input.limit).execute();
}

/** Which of some ids exist in a reference list. */
export async function findExistingMasterIds(
  db: Database,
  table: MasterTableName,
  ids: readonly number[],
): Promise<Set<number>> {
  const rows = await db
    .selectFrom(table)
    .select('id')
    .where('id', 'in', [...ids])
    .execute();
  return new Set(rows.map((r) => r.id));
}

/** The names of some ids of a reference list, in one language. */
export function findMasterNames(db: Database, table: MasterTableName, ids: readonly number[], locale: 'en' | 'ja') {
  return db
    .selectFrom(table)
    .select(['id', locale === 'ja' ? 'name_ja as name' : 'name_en as name'])
    .where('id', 'in', [...ids])
    .execute();
}
