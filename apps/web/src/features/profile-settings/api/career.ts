import { type CareerRequest, careerSchema } from '@hashi/shared/profile.schema';
import { z } from 'zod';
import { apiFetch } from '../../../lib/api/client.ts';

/** PUT applicant-career: the career summary with the income fields it is saved with. */
export function saveCareer(body: CareerRequest) {
  return apiFetch('/api/v1/applicant-career', { method: 'PUT', body, schema: z.object({ data: careerSchema }) });
}
