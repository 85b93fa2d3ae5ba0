import { type RawBuilder, sql } from 'kysely';

/**
 * The postings a search, a count or a recommendation may return: published (status 3) and not
 * closed. Written with literals, exactly as the partial indexes of migration 0010 are defined, so
 * that PostgreSQL can prove the index predicate and use them; `alias` names the postings table.
 */
export function visiblePosting(alias?: string): RawBuilder<boolean> {
  const prefix = alias ? `${alias}.` : '';
  return sql<boolean>`${sql.raw(`${prefix}status = 3 and not ${prefix}is_closed`)}`;
}
