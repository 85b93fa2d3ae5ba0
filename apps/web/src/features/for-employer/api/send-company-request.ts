import { messageResponseSchema } from '@hashi/shared/api.schema';
import type { CompanyRequestValues } from '@hashi/shared/company-request.schema';
import { apiFetch } from '../../../lib/api/client.ts';

/** POST /api/v1/company-requests: answers a thank-you message in the current language (ADR 0033). */
export function sendCompanyRequest(body: CompanyRequestValues) {
  return apiFetch('/api/v1/company-requests', { method: 'POST', body, schema: messageResponseSchema });
}
