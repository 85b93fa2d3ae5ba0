import type { Database } from '../../platform/db/database.ts';

/** The company a company user belongs to (one at most: company_members is keyed by user). */
export async function companyOfMember(db: Database, userId: number): Promise<number | undefined> {
  const row = await db
    .selectFrom('company_members')
    .select('company_id')
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return row?.company_id;
}
