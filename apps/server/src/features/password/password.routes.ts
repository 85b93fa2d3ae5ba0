import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { messageResponseSchema } from '@hashi/shared/api.schema';
import {
  changePasswordRequestSchema,
  forgotPasswordRequestSchema,
  initialPasswordRequestSchema,
  resetPasswordRequestSchema,
  tokenResponseSchema,
} from '@hashi/shared/auth.schema';
import { currentUser, requireApplicant } from '../../platform/auth/guards.ts';
import { t } from '../../platform/i18n/locale.ts';
import { changePassword, forgotPassword, resetPassword, setInitialPassword } from './password.service.ts';
import { bearerSecurity, clientInfo } from '../../platform/http/route-helpers.ts';

export async function passwordRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { deps } = app;

  app.post(
    '/api/v1/forgot-password',
    { schema: { tags: ['auth'], body: forgotPasswordRequestSchema, response: { 200: messageResponseSchema } } },
    async (request) => {
      await forgotPassword(deps, request.body.email, request.ip, request.log);
      return { message: t(request.locale, 'password.reset_sent') };
    },
  );

  app.post(
    '/api/v1/reset-password',
    { schema: { tags: ['auth'], body: resetPasswordRequestSchema, response: { 200: messageResponseSchema } } },
    async (request) => {
      await resetPassword(deps, request.body, request.ip);
      return { message: t(request.locale, 'password.reset_done') };
    },
  );

  app.put(
    '/api/v1/user/change-password',
    {
      onRequest: requireApplicant,
      schema: {
        tags: ['auth'],
        security: bearerSecurity,
        body: changePasswordRequestSchema,
        response: { 200: tokenResponseSchema },
      },
    },
    async (request) => changePassword(deps, currentUser(request), request.body, clientInfo(request)),
  );

  app.put(
    '/api/v1/user/initial-password',
    {
      onRequest: requireApplicant,
      schema: {
        tags: ['auth'],
        security: bearerSecurity,
        body: initialPasswordRequestSchema,
        response: { 200: tokenResponseSchema },
      },
    },
    async (request) => setInitialPassword(deps, currentUser(request), request.body, clientInfo(request)),
  );
}
