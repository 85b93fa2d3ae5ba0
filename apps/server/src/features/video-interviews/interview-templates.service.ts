import type { Template, TemplateInput } from '@hashi/shared/video-interview.schema';
import { VIDEO_INTERVIEW_MESSAGES } from '@hashi/shared/video-interview.schema';
import type { Deps } from '../../platform/deps.ts';
import { AppError, notFound } from '../../platform/errors.ts';
import {
  countTemplates,
  deleteOwnTemplate,
  findOwnTemplate,
  insertTemplate,
  listTemplateRows,
  type TemplateValues,
  updateOwnTemplate,
} from './interview-templates.repository.ts';
import { storedPractice, storedQuestion, toTemplate } from './interview-view.ts';

/** A company's video interview templates (ADR 0047). Only its own: another company's id answers 404. */

/** A company keeps at most this many templates. */
export const INTERVIEW_TEMPLATES_MAX = 50;

const valuesOf = (input: TemplateInput): TemplateValues => ({
  name: input.name,
  intro: input.intro,
  practice_question: storedPractice(input.practice_question),
  questions: input.questions.map(storedQuestion),
});

export async function listTemplates(deps: Deps, companyId: number): Promise<{ data: Template[] }> {
  return { data: (await listTemplateRows(deps.db, companyId)).map(toTemplate) };
}

export async function showTemplate(deps: Deps, companyId: number, id: number): Promise<{ data: Template }> {
  const row = await findOwnTemplate(deps.db, companyId, id);
  if (!row) throw notFound();
  return { data: toTemplate(row) };
}

export async function createTemplate(deps: Deps, companyId: number, input: TemplateInput): Promise<{ data: Template }> {
  if ((await countTemplates(deps.db, companyId)) >= INTERVIEW_TEMPLATES_MAX) {
    throw AppError.fields({ name: [VIDEO_INTERVIEW_MESSAGES.templatesLimit] });
  }
  return { data: toTemplate(await insertTemplate(deps.db, companyId, valuesOf(input), deps.now())) };
}

export async function updateTemplate(
  deps: Deps,
  companyId: number,
  id: number,
  input: TemplateInput,
): Promise<{ data: Template }> {
  const row = await updateOwnTemplate(deps.db, companyId, id, valuesOf(input), deps.now());
  if (!row) throw notFound();
  return { data: toTemplate(row) };
}

export async function deleteTemplate(deps: Deps, companyId: number, id: number): Promise<void> {
  if (!(await deleteOwnTemplate(deps.db, companyId, id))) throw notFound();
}
