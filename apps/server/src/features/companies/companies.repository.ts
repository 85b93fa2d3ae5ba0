import { sql } from 'kysely';
import { CompanyDocumentType } from '@hashi/shared/jobs-enums';
import type { Database } from '../../platform/db/database.ts';
import { containing, pageWithTotal } from '../../platform/db/search-query.ts';
import { visiblePosting } from '../../platform/db/visible-posting.ts';

/** Companies, their appeals and documents, and counts of their visible postings. */

/** A company's own columns (the employer console adds `updated_at`). */
export const COMPANY_COLUMNS = [
  'id',
  'name_en',
  'name_ja',
  'ceo_name_en',
  'ceo_name_ja',
  'prefecture_id',
  'city_id',
  'address_en',
  'address_ja',
  'capital_jpy',
  'company_size_id',
  'is_listed',
  'industry_id',
  'industry_ids',
  'website_url',
  'description_en',
  'description_ja',
] as const;

export async function findCompanies(db: Database, ids: readonly number[]) {
  if (ids.length === 0) return [];
  return db
    .selectFrom('companies')
    .select(COMPANY_COLUMNS)
    .select(sql<string | null>`to_char(founded_on, 'YYYY-MM-DD')`.as('founded_on'))
    .where('id', 'in', ids)
    .execute();
}
export type CompanyRecord = Awaited<ReturnType<typeof findCompanies>>[number];

export function companyAppeals(db: Database, companyId: number) {
  return db
    .selectFrom('company_appeals')
    .select(['position', 'title_en', 'title_ja', 'body_en', 'body_ja'])
    .where('company_id', '=', companyId)
    .execute();
}

/** Documents of these companies, logos by rank. */
export function companyDocuments(db: Database, companyIds: readonly number[], payloadType?: number) {
  if (companyIds.length === 0) return Promise.resolve([]);
  let query = db
    .selectFrom('company_documents')
    .select(['id', 'company_id', 'payload_type', 'rank', 'source', 'url'])
    .where('company_id', 'in', companyIds);
  if (payloadType !== undefined) query = query.where('payload_type', '=', payloadType);
  return query.orderBy('company_id').orderBy('payload_type').orderBy('rank').execute();
}
export type DocumentRecord = Awaited<ReturnType<typeof companyDocuments>>[number];

export function findDocument(db: Database, id: number) {
  return db
    .selectFrom('company_documents')
    .innerJoin('companies', 'companies.id', 'company_documents.company_id')
    .select([
      'company_documents.id',
      'company_documents.company_id',
      'company_documents.payload_type',
      'company_documents.source',
      'company_documents.storage_key',
      'company_documents.mime_type',
      'companies.name_en',
    ])
    .where('company_documents.id', '=', id)
    .executeTakeFirst();
}

/**
 * Published, open postings per company. The predicate is the one the partial indexes of
 * migration 0010 are built on, so the count reads `job_postings_visible_company_idx`.
 */
export async function openPostingCounts(db: Database, companyIds: readonly number[]): Promise<Map<number, number>> {
  if (companyIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('job_postings')
    .select(['company_id', (eb) => eb.fn.countAll<number>().as('count')])
    .where('company_id', 'in', companyIds)
    .where(visiblePosting())
    .groupBy('company_id')
    .execute();
  return new Map(rows.map((r) => [r.company_id, Number(r.count)]));
}

export interface CompanySearch {
  terms: string[];
  industryIds: number[];
  prefectureId: number | null;
  companySizeId: number | null;
  nameColumn: 'name_en' | 'name_ja';
  limit: number;
  offset: number;
}

/**
 * Companies whose names (both languages, normalized in `search_text`) contain every term, with the
 * other conditions; by name in the reader's language. A LIKE scan suits thousands of companies;
 * postings, which are hundreds of times more, get the bigram index of migration 0011.
 */
export async function searchCompanies(db: Database, input: CompanySearch) {
  let query = db.selectFrom('companies');
  for (const term of input.terms) query = query.where('search_text', 'like', containing(term));
  if (input.industryIds.length > 0) {
    query = query.where(sql<boolean>`industry_ids && ${sql.val(input.industryIds)}::integer[]`);
  }
  if (input.prefectureId !== null) query = query.where('prefecture_id', '=', input.prefectureId);
  if (input.companySizeId !== null) query = query.where('company_size_id', '=', input.companySizeId);
  return pageWithTotal(
    query,
    (q) =>
      q
        .select(['id', 'name_en', 'name_ja', 'industry_id', 'prefecture_id', 'company_size_id'])
        .orderBy(input.nameColumn)
        .orderBy('id'),
    input,
  );
}

/** Companies that have a logo and at least one visible posting, with their counts, most first. */
export async function companiesWithLogoAndPostings(db: Database, limit: number) {
  const { rows } = await sql<{ id: number; name_en: string; name_ja: string; count: number }>`
    select c.id, c.name_en, c.name_ja, counts.count
    from (
      select company_id, count(*) as count from job_postings
      where ${visiblePosting()}
      group by company_id
    ) counts
    join companies c on c.id = counts.company_id
    where exists (
      select 1 from company_documents d where d.company_id = c.id and d.payload_type = ${sql.lit(CompanyDocumentType.Logo)}
    )
    order by counts.count desc, c.id
    limit ${limit}`.execute(db);
  return rows.map((r) => ({ ...r, count: Number(r.count) }));
}
