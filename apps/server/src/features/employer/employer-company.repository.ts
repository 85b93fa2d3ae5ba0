import { sql } from 'kysely';
import type { EmployerCompanyInput } from '@hashi/shared/employer.schema';
import type { Database } from '../../platform/db/database.ts';
import { COMPANY_COLUMNS } from '../companies/companies.repository.ts';
import { normalizeSearchText } from '../masters/search-text.ts';

/** The employer's own company: read and written whole, appeals included (ADR 0019). */

export function findOwnCompany(db: Database, companyId: number) {
  return db
    .selectFrom('companies')
    .select([...COMPANY_COLUMNS, 'updated_at'])
    .select(sql<string | null>`to_char(founded_on, 'YYYY-MM-DD')`.as('founded_on'))
    .where('id', '=', companyId)
    .executeTakeFirst();
}

export function findOwnAppeals(db: Database, companyId: number) {
  return db
    .selectFrom('company_appeals')
    .select(['position', 'title_en', 'title_ja', 'body_en', 'body_ja'])
    .where('company_id', '=', companyId)
    .orderBy(sql`array_position(array['top', 'middle', 'bottom'], position)`)
    .execute();
}

/**
 * Saves the profile, replaces the appeals, and copies the industries onto the company's postings
 * (the job search filters postings by them without a join, ADR 0013). One transaction.
 */
export async function saveOwnCompany(db: Database, companyId: number, input: EmployerCompanyInput, now: Date) {
  const { appeals, ...fields } = input;
  const industryIds = [...new Set([...(fields.industry_id ? [fields.industry_id] : []), ...fields.industry_ids])];
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable('companies')
      .set({
        ...fields,
        industry_ids: industryIds,
        search_text: normalizeSearchText(`${fields.name_en} ${fields.name_ja}`),
        updated_at: now,
      })
      .where('id', '=', companyId)
      .execute();
    await trx.deleteFrom('company_appeals').where('company_id', '=', companyId).execute();
    const kept = appeals.filter((a) => a.title_en || a.title_ja || a.body_en || a.body_ja);
    if (kept.length > 0) {
      await trx
        .insertInto('company_appeals')
        .values(kept.map((a) => ({ ...a, company_id: companyId })))
        .execute();
    }
    await trx
      .updateTable('job_postings')
      .set({ industry_ids: industryIds })
      .where('company_id', '=', companyId)
      .execute();
  });
}

/** The prefecture a city lies in (the city must exist: its id was checked). */
export function findCityPrefecture(db: Database, cityId: number) {
  return db.selectFrom('cities').select('prefecture_id').where('id', '=', cityId).executeTakeFirstOrThrow();
}
