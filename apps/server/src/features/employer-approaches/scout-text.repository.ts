import type { Database } from '../../platform/db/database.ts';

/**
 * The text of one of the company's scout templates in the applicant's language (the other
 * language when that one is empty); undefined when the template is not the company's.
 */
export async function scoutText(
  db: Database,
  companyId: number,
  templateId: number,
  applicantId: number,
): Promise<string | null | undefined> {
  const row = await db
    .selectFrom('scout_templates')
    .select(['body_en', 'body_ja'])
    .where('id', '=', templateId)
    .where('company_id', '=', companyId)
    .executeTakeFirst();
  if (!row) return undefined;
  const user = await db.selectFrom('users').select('locale').where('id', '=', applicantId).executeTakeFirst();
  return user?.locale === 'ja' ? (row.body_ja ?? row.body_en) : (row.body_en ?? row.body_ja);
}
