import type { ScoutTemplate, ScoutTemplateInput } from '@hashi/shared/employer.schema';
import { V } from '@hashi/shared/validation';
import type { Database } from '../../platform/db/database.ts';
import type { ScoutTemplateRow } from '../../platform/db/company-console-schema.ts';
import type { Deps } from '../../platform/deps.ts';
import { AppError, notFound } from '../../platform/errors.ts';

/** A company's reusable scout texts (ADR 0019). Only its own: another company's id answers 404. */

/** A company keeps at most this many templates. */
export const SCOUT_TEMPLATES_MAX = 50;

const toTemplate = (row: ScoutTemplateRow): ScoutTemplate => ({
  id: row.id,
  name: row.name,
  body_en: row.body_en,
  body_ja: row.body_ja,
  updated_at: new Date(row.updated_at).toISOString(),
});

function assertBody(input: ScoutTemplateInput) {
  if (!input.body_en && !input.body_ja) throw AppError.fields({ body_en: [V.required], body_ja: [V.required] });
}

const own = (db: Database, companyId: number, id: number) =>
  db.selectFrom('scout_templates').selectAll().where('id', '=', id).where('company_id', '=', companyId);

export async function listTemplates(deps: Deps, companyId: number): Promise<{ data: ScoutTemplate[] }> {
  const rows = await deps.db
    .selectFrom('scout_templates')
    .selectAll()
    .where('company_id', '=', companyId)
    .orderBy('name')
    .orderBy('id')
    .execute();
  return { data: rows.map(toTemplate) };
}

export async function showTemplate(deps: Deps, companyId: number, id: number): Promise<{ data: ScoutTemplate }> {
  const row = await own(deps.db, companyId, id).executeTakeFirst();
  if (!row) throw notFound();
  return { data: toTemplate(row) };
}

export async function createTemplate(
  deps: Deps,
  companyId: number,
  input: ScoutTemplateInput,
): Promise<{ data: ScoutTemplate }> {
  assertBody(input);
  const count = await deps.db
    .selectFrom('scout_templates')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('company_id', '=', companyId)
    .executeTakeFirstOrThrow();
  if (Number(count.n) >= SCOUT_TEMPLATES_MAX) {
    throw AppError.fields({ name: ['employer.scout_templates_limit'] });
  }
  const row = await deps.db
    .insertInto('scout_templates')
    .values({ ...input, company_id: companyId })
    .returningAll()
    .executeTakeFirstOrThrow();
  return { data: toTemplate(row) };
}

export async function updateTemplate(
  deps: Deps,
  companyId: number,
  id: number,
  input: ScoutTemplateInput,
): Promise<{ data: ScoutTemplate }> {
  assertBody(input);
  const row = await deps.db
    .updateTable('scout_templates')
    .set({ ...input, updated_at: deps.now() })
    .where('id', '=', id)
    .where('company_id', '=', companyId)
    .returningAll()
    .executeTakeFirst();
  if (!row) throw notFound();
  return { data: toTemplate(row) };
}

export async function deleteTemplate(deps: Deps, companyId: number, id: number): Promise<void> {
  const result = await deps.db
    .deleteFrom('scout_templates')
    .where('id', '=', id)
    .where('company_id', '=', companyId)
    .executeTakeFirst();
  if (result.numDeletedRows === 0n) throw notFound();
}
