import { type MessageResponse, messageResponseSchema } from '@hashi/shared/api.schema';
import type { ResetPasswordRequest } from '@hashi/shared/auth.schema';
import { apiFetch } from '../../../lib/api/client.ts';

/** Always the same answer, whether or not the address has an account. */
export function postForgotPassword(email: string): Promise<MessageResponse> {
  return apiFetch('/api/v1/forgot-password', {
    method: 'POST',
    auth: 'client',
    body: { email },
    schema: messageResponseSchema,
  });
}

export function postResetPassword(body: ResetPasswordRequest): Promise<MessageResponse> {
  return apiFetch('/api/v1/reset-password', { method: 'POST', auth: 'client', body, schema: messageResponseSchema });
}
