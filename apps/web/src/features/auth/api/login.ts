import type { LoginCredentials, TokenResponse } from '@hashi/shared/auth.schema';
import { CLIENT_TYPE_APPLICANT_APP } from '@hashi/shared/constants';
import { apiFetchLazySchema } from '../../../lib/api/client.ts';

/**
 * Password login as a guest (app token); `type` tells the server which app asks: the applicant app
 * by default, a console with its own client type (ADR 0019). The response schema loads beside the
 * request, so zod is not part of the login page's first download (ADR 0041).
 */
export function postLogin(values: LoginCredentials, clientType = CLIENT_TYPE_APPLICANT_APP): Promise<TokenResponse> {
  return apiFetchLazySchema(
    '/api/v1/login',
    async () => (await import('@hashi/shared/auth.schema')).tokenResponseSchema,
    {
      method: 'POST',
      auth: 'client',
      body: { ...values, type: clientType },
    },
  );
}
