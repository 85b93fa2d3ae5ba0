import type { ScoutTemplate, ScoutTemplateInput } from '@hashi/shared/employer.schema';
import { V } from '@hashi/shared/validation';
import type { ScoutTemplateRow } from '../../platform/db/company-console-schema.ts';
import type { Deps } from '../../platform/deps.ts';
import { AppError, notFound } from '../../platform/errors.ts';
import {
  countTemplates,
  deleteOwnTemplate,
  findOwnTemplate,
  insertTemplate,
  listTemplateRows,
  updateOwnTemplate,
} from './scout-templates.repository.ts';

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

export async function listTemplates(deps: Deps, companyId: number): Promise<{ data: ScoutTemplate[] }> {
  const rows = await listTemplateRows(deps.db, companyId);
  return { data: rows.map(toTemplate) };
}

export async function showTemplate(deps: Deps, companyId: number, id: number): Promise<{ data: ScoutTemplate }> {
  const row = await findOwnTemplate(deps.db, companyId, id);
  if (!row) throw notFound();
  return { data: toTemplate(row) };
}

export async function createTemplate(
  deps: Deps,
  companyId: number,
  input: ScoutTemplateInput,
): Promise<{ data: ScoutTemplate }> {
  assertBody(input);
  if ((await countTemplates(deps.db, companyId)) >= SCOUT_TEMPLATES_MAX) {
    throw AppError.fields({ name: ['employer.scout_templates_limit'] });
  }
  const row = await insertTemplate(deps.db, companyId, input);
  return { data: toTemplate(row) };
}

export async function updateTemplate(
  deps: Deps,
  companyId: number,
  id: number,
  input: ScoutTemplateInput,
): Promise<{ data: ScoutTemplate }> {
  assertBody(input);
  const row = await updateOwnTemplate(deps.db, companyId, id, input, deps.now());
  if (!row) throw notFound();
  return { data: toTemplate(row) };
}

export async function deleteTemplate(deps: Deps, companyId: number, id: number): Promise<void> {
  if (!(await deleteOwnTemplate(deps.db, companyId, id))) throw notFound();
}
