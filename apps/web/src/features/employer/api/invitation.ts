import { type ResetPasswordRequest, tokenResponseSchema } from '@hashi/shared/auth.schema';
import { apiFetch } from '../../../lib/api/client.ts';

/**
 * POST /api/v1/employer/invitation (ADR 0033): the invited owner's first password, from the mailed
 * link's secret; answers the tokens of a new employer console session.
 */
export function acceptInvitation(body: ResetPasswordRequest) {
  return apiFetch('/api/v1/employer/invitation', { method: 'POST', body, schema: tokenResponseSchema });
}
