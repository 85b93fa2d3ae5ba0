import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  type SocialLoginRequest,
  socialAuthorizeResponseSchema,
  socialLoginRequestSchema,
  tokenResponseSchema,
} from '@hashi/shared/auth.schema';
import { SOCIAL_PROVIDERS, type SocialProvider } from '@hashi/shared/enums';
import { socialAuthorizeQuerySchema, socialProvidersResponseSchema } from '@hashi/shared/social.schema';
import { configuredProviders, loginWithAccessToken, loginWithCode, startAuthorization } from './social.service.ts';
import { clientInfo } from '../../platform/http/route-helpers.ts';

/**
 * Spec §7: the popup/SDK variants, whose `token` is the provider's access token. Every provider
 * also has the authorization-code route POST /api/v1/login/{provider}.
 */
const ACCESS_TOKEN_ROUTES: Record<SocialProvider, string> = {
  google: 'google/popup',
  facebook: 'facebook/popup',
  linkedin: 'linkedin/token',
  github: 'github/token',
};

/** The pages the server paints that offer social sign-in (web app: SocialButtons). */
const SOCIAL_BUTTON_PAGES = ['/login', '/sign-up', '/lp-en', '/lp-jp'];

export async function socialRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { deps } = app;

  app.get(
    '/api/v1/login/providers',
    { schema: { tags: ['social login'], response: { 200: socialProvidersResponseSchema } } },
    async () => ({ data: configuredProviders(deps) }),
  );

  // The pages with social sign-in buttons, painted by the server (ADR 0038, 0043), show them in
  // their first paint: the configured providers, as /api/v1/login/providers answers them.
  for (const page of SOCIAL_BUTTON_PAGES) {
    app.firstPaint?.provide(page, async () => ({ socialProviders: configuredProviders(deps) }), { reusable: true });
  }

  const withLocale = (request: FastifyRequest, body: SocialLoginRequest) => ({
    ...body,
    locale: body.locale ?? request.locale,
  });

  for (const provider of SOCIAL_PROVIDERS) {
    const tags = ['social login'];
    app.get(
      `/api/v1/login/${provider}/authorize`,
      {
        schema: {
          tags,
          querystring: socialAuthorizeQuerySchema,
          response: { 200: socialAuthorizeResponseSchema },
        },
      },
      async (request) => startAuthorization(deps, provider, request.query.redirect_uri, request.ip),
    );

    app.post(
      `/api/v1/login/${provider}`,
      { schema: { tags, body: socialLoginRequestSchema, response: { 200: tokenResponseSchema } } },
      async (request) => {
        const input = withLocale(request, request.body);
        const { created, ...tokens } = await loginWithCode(deps, provider, input, clientInfo(request), request.log);
        request.log.info({ provider, created, userId: tokens.user.id }, 'social login');
        return tokens;
      },
    );

    app.post(
      `/api/v1/login/${ACCESS_TOKEN_ROUTES[provider]}`,
      { schema: { tags, body: socialLoginRequestSchema, response: { 200: tokenResponseSchema } } },
      async (request) => {
        const input = withLocale(request, request.body);
        const client = clientInfo(request);
        const { created, ...tokens } = await loginWithAccessToken(deps, provider, input, client, request.log);
        request.log.info({ provider, created, userId: tokens.user.id }, 'social login');
        return tokens;
      },
    );
  }
}
