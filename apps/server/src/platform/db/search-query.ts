import { type SelectQueryBuilder, sql } from 'kysely';

/** `term` as a LIKE pattern that matches it anywhere, its own % and _ taken literally. */
export const containing = (term: string) => `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * One page of a filtered query and how many rows the whole query matches: `select` picks and orders
 * the columns of the page; the count runs after it on the same filters.
 */
export async function pageWithTotal<DB, TB extends keyof DB, Row>(
  query: SelectQueryBuilder<DB, TB, object>,
  select: (query: SelectQueryBuilder<DB, TB, object>) => SelectQueryBuilder<DB, TB, Row>,
  page: { limit: number; offset: number },
): Promise<{ rows: Row[]; total: number }> {
  const rows = await select(query).limit(page.limit).offset(page.offset).execute();
  // Kysely cannot resolve a selection's type over a generic table; the count is one number.
  const { total } = await query
    .select(sql<number>`count(*)`.as('total'))
    .$castTo<{ total: number | string }>()
    .executeTakeFirstOrThrow();
  return { rows, total: Number(total) };
}
