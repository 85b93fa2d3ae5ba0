import { positionExperienceSchema, type positionExperienceItemSchema } from '@hashi/shared/profile-sections.schema';
import { z } from 'zod';
import { apiFetch } from '../../../lib/api/client.ts';

type JobRoleItem = z.input<typeof positionExperienceItemSchema>;

/** POST applicant-position-experiences/sync (spec §7): the saved job roles become exactly these. */
export function syncJobRoles(roles: JobRoleItem[]) {
  return apiFetch('/api/v1/applicant-position-experiences/sync', {
    method: 'POST',
    body: { applicant_position_experiences: roles },
    schema: z.object({ data: z.array(positionExperienceSchema) }),
  });
}
