import { type InformAcceptanceRequest, informAcceptanceResponseSchema } from '@hashi/shared/inform-acceptance.schema';
import { apiFetch } from '../../../lib/api/client.ts';

/** POST applicants/inform-of-acceptance: the job-offer acceptance report; answers a thank-you message. */
export function postInformAcceptance(body: InformAcceptanceRequest) {
  return apiFetch('/api/v1/applicants/inform-of-acceptance', {
    method: 'POST',
    body,
    schema: informAcceptanceResponseSchema,
  });
}
