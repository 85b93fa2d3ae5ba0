import type { SocialLoginRequest, TokenResponse } from '@hashi/shared/auth.schema';
import { SOCIAL_PROVIDERS, type SocialProvider } from '@hashi/shared/enums';
import { queryOptions } from '@tanstack/react-query';
import { apiFetch, apiFetchLazySchema } from '../../../lib/api/client.ts';

/**
 * Only the providers the server has credentials for get a button. The list is read by hand (a name
 * this app does not know gets no button): /login asks for it on load, and zod stays out of that
 * first screen (ADR 0041).
 */
export const socialProvidersQueryOptions = () =>
  queryOptions({
    queryKey: ['auth', 'social-providers'] as const,
    queryFn: async ({ signal }) => {
      const response = await apiFetch<{ data?: unknown }>('/api/v1/login/providers', { auth: 'client', signal });
      const names: unknown[] = Array.isArray(response.data) ? response.data : [];
      return names.filter((name): name is SocialProvider => SOCIAL_PROVIDERS.includes(name as SocialProvider));
    },
    staleTime: 10 * 60_000,
  });

/** After a click: the response schemas (and zod) load beside the request. */
export function getSocialAuthorizeUrl(provider: SocialProvider, redirectUri: string) {
  const query = new URLSearchParams({ redirect_uri: redirectUri });
  return apiFetchLazySchema(
    `/api/v1/login/${provider}/authorize?${query}`,
    async () => (await import('@hashi/shared/auth.schema')).socialAuthorizeResponseSchema,
    { auth: 'client' },
  );
}

export function postSocialLogin(provider: SocialProvider, body: SocialLoginRequest): Promise<TokenResponse> {
  return apiFetchLazySchema(
    `/api/v1/login/${provider}`,
    async () => (await import('@hashi/shared/auth.schema')).tokenResponseSchema,
    { method: 'POST', auth: 'client', body },
  );
}
