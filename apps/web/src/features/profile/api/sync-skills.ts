import { skillSchema, type skillItemSchema } from '@hashi/shared/profile-sections.schema';
import { z } from 'zod';
import { apiFetch } from '../../../lib/api/client.ts';

type SkillItem = z.input<typeof skillItemSchema>;

/** POST applicant-skills/sync (spec §7): the saved skills become exactly these. */
export function syncSkills(skills: SkillItem[]) {
  return apiFetch('/api/v1/applicant-skills/sync', {
    method: 'POST',
    body: { applicant_skills: skills },
    schema: z.object({ data: z.array(skillSchema) }),
  });
}
