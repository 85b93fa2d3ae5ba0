import { type MessageResponse, messageResponseSchema } from '@hashi/shared/api.schema';
import type { SignupRequest } from '@hashi/shared/auth.schema';
import { apiFetch } from '../../../lib/api/client.ts';

/** Same answer whether or not the address already has an account (no enumeration). */
export function postSignup(body: SignupRequest): Promise<MessageResponse> {
  return apiFetch('/api/v1/signup', { method: 'POST', auth: 'client', body, schema: messageResponseSchema });
}
