import { type visibilityRequestSchema, visibilityResponseSchema } from '@hashi/shared/preference.schema';
import type { z } from 'zod';
import { apiFetch } from '../../../lib/api/client.ts';

/** PUT applicant-preferences/visibility: listed in employers' applicant search, or hidden (ADR 0034). */
export async function putVisibility(visible: boolean): Promise<boolean> {
  const body: z.input<typeof visibilityRequestSchema> = { visible_to_companies: visible };
  const response = await apiFetch('/api/v1/applicant-preferences/visibility', {
    method: 'PUT',
    body,
    schema: visibilityResponseSchema,
  });
  return response.data.visible_to_companies;
}
