import {
  currentStepResponseSchema,
  type registrationRequestSchema,
  registrationResponseSchema,
} from '@hashi/shared/profile.schema';
import type { z } from 'zod';
import { apiFetch } from '../../../lib/api/client.ts';

/** The payload as sent; the server applies the schema's defaults and transforms. */
export type RegistrationPayload = z.input<typeof registrationRequestSchema>;

/** POST /api/v2/applicant/profile: the simple-registration payload of spec §3 in one save. */
export function registerProfile(body: RegistrationPayload) {
  return apiFetch('/api/v2/applicant/profile', { method: 'POST', body, schema: registrationResponseSchema });
}

/** PUT applicants/complete-step: step 4 and registered_at (spec §4). */
export function completeRegistration() {
  return apiFetch('/api/v1/applicants/complete-step', { method: 'PUT', schema: currentStepResponseSchema });
}
