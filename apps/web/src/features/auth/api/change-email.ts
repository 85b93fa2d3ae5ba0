import { type MessageResponse, messageResponseSchema } from '@hashi/shared/api.schema';
import { apiFetch } from '../../../lib/api/client.ts';

export type ChangeEmailBody = { new_email: string; current_password: string };

/** Sends a six-digit code to the new address; the resend is the same call. */
export function postChangeEmail(body: ChangeEmailBody): Promise<MessageResponse> {
  return apiFetch('/api/v1/user/change-email', { method: 'POST', body, schema: messageResponseSchema });
}

export function postChangeEmailConfirm(body: ChangeEmailBody & { code: string }): Promise<MessageResponse> {
  return apiFetch('/api/v1/user/change-email/confirm', { method: 'POST', body, schema: messageResponseSchema });
}
