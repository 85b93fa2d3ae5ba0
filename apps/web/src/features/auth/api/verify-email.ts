import { type MessageResponse, messageResponseSchema } from '@hashi/shared/api.schema';
import { apiFetch } from '../../../lib/api/client.ts';

export function postVerifyEmail(token: string): Promise<MessageResponse> {
  return apiFetch('/api/v1/signup/verify', {
    method: 'POST',
    auth: 'client',
    body: { token },
    schema: messageResponseSchema,
  });
}
