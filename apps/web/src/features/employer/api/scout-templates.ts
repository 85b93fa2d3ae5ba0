import {
  type ScoutTemplate,
  type ScoutTemplateRequest,
  scoutTemplateListResponseSchema,
  scoutTemplateResponseSchema,
} from '@hashi/shared/employer.schema';
import { queryOptions } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api/client.ts';

const BASE = '/api/v1/employer/scout-templates';

export const scoutTemplatesQuery = queryOptions({
  queryKey: ['employer', 'scout-templates'] as const,
  queryFn: async ({ signal }): Promise<ScoutTemplate[]> =>
    (await apiFetch(BASE, { schema: scoutTemplateListResponseSchema, signal })).data,
  meta: { silent: true },
});

export async function saveScoutTemplate(id: number | null, input: ScoutTemplateRequest): Promise<ScoutTemplate> {
  return (
    await apiFetch(id === null ? BASE : `${BASE}/${id}`, {
      method: id === null ? 'POST' : 'PUT',
      body: input,
      schema: scoutTemplateResponseSchema,
    })
  ).data;
}

export async function deleteScoutTemplate(id: number): Promise<void> {
  await apiFetch(`${BASE}/${id}`, { method: 'DELETE' });
}
