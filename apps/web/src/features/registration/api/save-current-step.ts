import { currentStepResponseSchema } from '@hashi/shared/profile.schema';
import { apiFetch } from '../../../lib/api/client.ts';

/** PUT applicants/current-step: where the applicant is in the wizard (spec §4: 1–3). */
export function saveCurrentStep(step: number) {
  return apiFetch('/api/v1/applicants/current-step', {
    method: 'PUT',
    body: { current_step: step },
    schema: currentStepResponseSchema,
  });
}
