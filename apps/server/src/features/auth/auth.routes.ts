import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  applicantAuthResponseSchema,
  clientTokenRequestSchema,
  clientTokenResponseSchema,
  loginRequestSchema,
  refreshRequestSchema,
  setLocaleRequestSchema,
  tokenResponseSchema,
  userAuthResponseSchema,
} from '@hashi/shared/auth.schema';
import { messageResponseSchema } from '@hashi/shared/api.schema';
import { currentUser, requireApplicant, requireUser } from '../../platform/auth/guards.ts';
import { MINUTE } from '../../platform/rate-limit/limiter.ts';
import { t } from '../../platform/i18n/locale.ts';
import { applicantAuth, issueClientToken, login, setLocale, userAuth } from './auth.service.ts';
import { endSession, refreshSession } from './session.service.ts';
import { bearerSecurity, clientInfo } from '../../platform/http/route-helpers.ts';

export async function authRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { deps } = app;

  app.post(
    '/api/v1/login',
    { schema: { tags: ['auth'], body: loginRequestSchema, response: { 200: tokenResponseSchema } } },
    async (request) => login(deps, request.body, clientInfo(request)),
  );

  app.post(
    '/api/v1/logout',
    {
      onRequest: requireUser,
      schema: { tags: ['auth'], security: bearerSecurity, response: { 200: messageResponseSchema } },
    },
    async (request) => {
      await endSession(deps, currentUser(request).sessionId);
      return { message: t(request.locale, 'auth.logged_out') };
    },
  );

  app.post(
    '/api/v1/refresh-token',
    { schema: { tags: ['auth'], body: refreshRequestSchema, response: { 200: tokenResponseSchema } } },
    async (request) => {
      await deps.limiter.consume([[`refresh:ip:${request.ip}`, { limit: 120, windowMs: MINUTE }]]);
      return refreshSession(deps, request.body.refresh_token);
    },
  );

  app.post(
    '/oauth/token',
    {
      schema: { tags: ['auth'], body: clientTokenRequestSchema, response: { 200: clientTokenResponseSchema } },
    },
    async (request) => {
      await deps.limiter.consume([[`client-token:ip:${request.ip}`, { limit: 60, windowMs: MINUTE }]]);
      return issueClientToken(deps, request.body);
    },
  );

  for (const method of ['GET', 'POST'] as const) {
    app.route({
      method,
      url: '/api/v1/user/auth',
      onRequest: requireUser,
      schema: { tags: ['auth'], security: bearerSecurity, response: { 200: userAuthResponseSchema } },
      handler: async (request) => userAuth(deps, currentUser(request).userId),
    });
  }

  app.get(
    '/api/v1/applicants/auth',
    {
      onRequest: requireApplicant,
      schema: { tags: ['applicant'], security: bearerSecurity, response: { 200: applicantAuthResponseSchema } },
    },
    async (request) => applicantAuth(deps, currentUser(request).userId),
  );

  app.put(
    '/api/v1/applicants/set-locale',
    {
      onRequest: requireApplicant,
      schema: {
        tags: ['applicant'],
        security: bearerSecurity,
        body: setLocaleRequestSchema,
        response: { 200: z.object({ locale: setLocaleRequestSchema.shape.locale }) },
      },
    },
    async (request) => {
      await setLocale(deps, currentUser(request).userId, request.body.locale);
      return { locale: request.body.locale };
    },
  );
}
