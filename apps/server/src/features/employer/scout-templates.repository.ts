import type { ScoutTemplateInput } from '@hashi/shared/employer.schema';
import type { Database } from '../../platform/db/database.ts';

/** A company's scout templates; every statement is scoped by its company. */

export function listTemplateRows(db: Database, companyId: number) {
  return db
    .selectFrom('scout_templates')
    .selectAll()
    .where('company_id', '=', companyId)
    .orderBy('name')
    .orderBy('id')
    .execute();
}

export function findOwnTemplate(db: Database, companyId: number, id: number) {
  return db
    .selectFrom('scout_templates')
    .selectAll()
    .where('id', '=', id)
    .where('company_id', '=', companyId)
    .executeTakeFirst();
}

export async function countTemplates(db: Database, companyId: number): Promise<number> {
  const count = await db
    .selectFrom('scout_templates')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('company_id', '=', companyId)
    .executeTakeFirstOrThrow();
  return Number(count.n);
}

export function insertTemplate(db: Database, companyId: number, input: ScoutTemplateInput) {
  return db
    .insertInto('scout_templates')
    .values({ ...input, company_id: companyId })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export function updateOwnTemplate(db: Database, companyId: number, id: number, input: ScoutTemplateInput, now: Date) {
  return db
    .updateTable('scout_templates')
    .set({ ...input, updated_at: now })
    .where('id', '=', id)
    .where('company_id', '=', companyId)
    .returningAll()
    .executeTakeFirst();
}

/** Whether the company had that template to delete. */
export async function deleteOwnTemplate(db: Database, companyId: number, id: number): Promise<boolean> {
  const result = await db
    .deleteFrom('scout_templates')
    .where('id', '=', id)
    .where('company_id', '=', companyId)
    .executeTakeFirst();
  return result.numDeletedRows !== 0n;
}
