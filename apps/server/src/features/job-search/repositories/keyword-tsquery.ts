import { type RawBuilder, sql } from 'kysely';
import { expandKeyword } from '../keyword-synonyms.ts';

/**
 * The tsquery of a keyword (ADR 0035): `job_search_tsquery` of its plain terms (a prefecture in
 * full read as its short name), AND each synonym group as the OR of its members' queries. A keyword
 * without synonyms or a prefecture in full gives exactly the statement it gave before (ADR 0015's plans unchanged); with synonyms, every piece is an immutable function
 * of a bound value, folded to one constant tsquery when the statement is planned, so the GIN index
 * reads the union of the members' postings.
 */
export function keywordTsquery(phrase: string): RawBuilder<unknown> {
  const { plain, groups } = expandKeyword(phrase);
  if (groups.length === 0) return sql`job_search_tsquery(${plain})`;
  const parts = groups.map(
    (members) =>
      sql`(${sql.join(
        members.map((m) => sql`job_search_tsquery(${m})`),
        sql` || `,
      )})`,
  );
  if (plain) parts.unshift(sql`job_search_tsquery(${plain})`);
  return sql`(${sql.join(parts, sql` && `)})`;
}
