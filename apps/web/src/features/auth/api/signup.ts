import { type MessageResponse, messageResponseSchema } from '@hashi/shared/api.schema';
import type { SignupRequest } from '@hashi/shared/auth.schema';
import { apiFetch } from '../../../lib/api/client.ts';

/**
 * Same answer whether or not the address already has an account (no enumeration). Its messages
 * come in the language the form shows (`body.locale`: a landing page's own language).
 */
export function postSignup(body: SignupRequest): Promise<MessageResponse> {
  return apiFetch('/api/v1/signup', {
    method: 'POST',
    auth: 'client',
    body,
    schema: messageResponseSchema,
    locale: body.locale,
  });
}
