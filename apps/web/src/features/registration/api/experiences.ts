import { type ExperienceRequest, experienceItemResponseSchema } from '@hashi/shared/experience.schema';
import { apiFetch } from '../../../lib/api/client.ts';

const URL = '/api/v1/applicant-experiences';

/** Store (no id) or update (id) one work experience (spec §7 applicant-experiences). */
export function saveExperience(body: ExperienceRequest, id?: number) {
  return apiFetch(id ? `${URL}/${id}` : URL, {
    method: id ? 'PUT' : 'POST',
    body,
    schema: experienceItemResponseSchema,
  });
}

export function deleteExperience(id: number) {
  return apiFetch<null>(`${URL}/${id}`, { method: 'DELETE' });
}
