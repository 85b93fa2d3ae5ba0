import { type MessageResponse, messageResponseSchema } from '@hashi/shared/api.schema';
import type { ChangeEmailConfirmRequest, ChangeEmailRequest } from '@hashi/shared/auth.schema';
import { apiFetch } from '../../../lib/api/client.ts';

/** Sends a six-digit code to the new address; the resend is the same call. */
export function postChangeEmail(body: ChangeEmailRequest): Promise<MessageResponse> {
  return apiFetch('/api/v1/user/change-email', { method: 'POST', body, schema: messageResponseSchema });
}

export function postChangeEmailConfirm(body: ChangeEmailConfirmRequest): Promise<MessageResponse> {
  return apiFetch('/api/v1/user/change-email/confirm', { method: 'POST', body, schema: messageResponseSchema });
}
