import {
  type Template,
  type TemplateRequest,
  templateListResponseSchema,
  templateResponseSchema,
} from '@hashi/shared/video-interview.schema';
import { queryOptions } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api/client.ts';

const BASE = '/api/v1/employer/video-interview-templates';

/** The company's video interview templates (ADR 0047), newest first as the server lists them. */
export const interviewTemplatesQuery = queryOptions({
  queryKey: ['employer', 'video-interview-templates'] as const,
  queryFn: async ({ signal }): Promise<Template[]> =>
    (await apiFetch(BASE, { schema: templateListResponseSchema, signal })).data,
  meta: { silent: true },
});

/** POST (new) or PUT (edit) one template; a 422 names the fields. */
export async function saveInterviewTemplate(id: number | null, input: TemplateRequest): Promise<Template> {
  return (
    await apiFetch(id === null ? BASE : `${BASE}/${id}`, {
      method: id === null ? 'POST' : 'PUT',
      body: input,
      schema: templateResponseSchema,
    })
  ).data;
}

/** Interviews already sent keep their copy of the questions. */
export async function deleteInterviewTemplate(id: number): Promise<void> {
  await apiFetch(`${BASE}/${id}`, { method: 'DELETE' });
}
