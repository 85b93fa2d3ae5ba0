import { type LoginCredentials, type TokenResponse, tokenResponseSchema } from '@hashi/shared/auth.schema';
import { CLIENT_TYPE_APPLICANT_APP } from '@hashi/shared/constants';
import { apiFetch } from '../../../lib/api/client.ts';

/**
 * Password login as a guest (app token); `type` tells the server which app asks: the applicant app
 * by default, a console with its own client type (ADR 0019).
 */
export function postLogin(values: LoginCredentials, clientType = CLIENT_TYPE_APPLICANT_APP): Promise<TokenResponse> {
  return apiFetch('/api/v1/login', {
    method: 'POST',
    auth: 'client',
    body: { ...values, type: clientType },
    schema: tokenResponseSchema,
  });
}
