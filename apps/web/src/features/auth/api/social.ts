import {
  type SocialLoginRequest,
  socialAuthorizeResponseSchema,
  type TokenResponse,
  tokenResponseSchema,
} from '@hashi/shared/auth.schema';
import type { SocialProvider } from '@hashi/shared/enums';
import { socialProvidersResponseSchema } from '@hashi/shared/social.schema';
import { queryOptions } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api/client.ts';

/** Only the providers the server has credentials for get a button. */
export const socialProvidersQueryOptions = () =>
  queryOptions({
    queryKey: ['auth', 'social-providers'] as const,
    queryFn: async ({ signal }) => {
      const response = await apiFetch('/api/v1/login/providers', {
        auth: 'client',
        schema: socialProvidersResponseSchema,
        signal,
      });
      return response.data;
    },
    staleTime: 10 * 60_000,
  });

export function getSocialAuthorizeUrl(provider: SocialProvider, redirectUri: string) {
  const query = new URLSearchParams({ redirect_uri: redirectUri });
  return apiFetch(`/api/v1/login/${provider}/authorize?${query}`, {
    auth: 'client',
    schema: socialAuthorizeResponseSchema,
  });
}

export function postSocialLogin(provider: SocialProvider, body: SocialLoginRequest): Promise<TokenResponse> {
  return apiFetch(`/api/v1/login/${provider}`, {
    method: 'POST',
    auth: 'client',
    body,
    schema: tokenResponseSchema,
  });
}
