import { type RawBuilder, sql } from 'kysely';
import type { Database } from '../../platform/db/database.ts';

/**
 * Whether an applicant excluded a company (ADR 0040), as SQL over the applicant's user id and the
 * company's id (column references or values): by the company's id first (picked from the list, or
 * linked when a company took the typed name), then by the typed name's key against every name the
 * company has ever had (`company_names`, kept by a trigger). Every check of an exclusion goes
 * through this, so a rename can undo none of them.
 */
export const excludedBy = (applicant: RawBuilder<unknown>, company: RawBuilder<unknown>) => sql<boolean>`exists (
  select 1 from applicant_excluded_companies xe
  where xe.applicant_id = ${applicant}
    and (xe.company_id = ${company}
      or exists (select 1 from company_names xn
        where xn.company_id = ${company} and xn.name_key = xe.name_key and xn.name_key <> '')))`;

export interface CompanyCandidate {
  id: number;
  name_en: string;
  name_ja: string;
  /** A former name that matched the keyword when no current one did. */
  matched_name: string | null;
}

/**
 * Companies whose current or any former name contains the keyword (compared by name key: case,
 * width, spaces, punctuation and legal form aside), names starting with it first, at most `limit`.
 */
export async function searchCompanyCandidates(db: Database, keyword: string, limit: number) {
  const { rows } = await sql<CompanyCandidate>`
    with k as (select company_name_key(${keyword}) as key),
    hits as (
      select n.company_id, n.name,
        n.name in (c.name_en, c.name_ja) as current,
        starts_with(n.name_key, k.key) as prefix
      from company_names n cross join k join companies c on c.id = n.company_id
      where k.key <> '' and strpos(n.name_key, k.key) > 0)
    select c.id, c.name_en, c.name_ja,
      (select h.name from hits h where h.company_id = c.id and not h.current
        and not exists (select 1 from hits h2 where h2.company_id = c.id and h2.current)
        order by h.prefix desc, h.name limit 1) as matched_name
    from companies c
    where c.id in (select company_id from hits)
    order by (select bool_or(h.prefix) from hits h where h.company_id = c.id) desc, c.name_en, c.id
    limit ${limit}`.execute(db);
  return rows;
}

export function companyExists(db: Database, companyId: number) {
  return db.selectFrom('companies').select(['id', 'name_en', 'name_ja']).where('id', '=', companyId).executeTakeFirst();
}
