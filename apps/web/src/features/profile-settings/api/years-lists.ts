import {
  positionExperienceSchema,
  type positionExperienceSyncRequestSchema,
  skillSchema,
  type skillSyncRequestSchema,
} from '@hashi/shared/profile-sections.schema';
import { z } from 'zod';
import { apiFetch } from '../../../lib/api/client.ts';

/** POST applicant-position-experiences/sync: the saved job roles become this list (spec §7). */
export function syncPositionExperiences(body: z.output<typeof positionExperienceSyncRequestSchema>) {
  return apiFetch('/api/v1/applicant-position-experiences/sync', {
    method: 'POST',
    body,
    schema: z.object({ data: z.array(positionExperienceSchema) }),
  });
}

/** POST applicant-skills/sync: the saved skills become this list (spec §7). */
export function syncSkills(body: z.output<typeof skillSyncRequestSchema>) {
  return apiFetch('/api/v1/applicant-skills/sync', {
    method: 'POST',
    body,
    schema: z.object({ data: z.array(skillSchema) }),
  });
}
