import { type LoginCredentials, type TokenResponse, tokenResponseSchema } from '@hashi/shared/auth.schema';
import { CLIENT_TYPE_APPLICANT_APP } from '@hashi/shared/constants';
import { apiFetch } from '../../../lib/api/client.ts';

/** Password login as a guest (app token); `type` tells the server this is the applicant app. */
export function postLogin(values: LoginCredentials): Promise<TokenResponse> {
  return apiFetch('/api/v1/login', {
    method: 'POST',
    auth: 'client',
    body: { ...values, type: CLIENT_TYPE_APPLICANT_APP },
    schema: tokenResponseSchema,
  });
}
