import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { messageResponseSchema } from '@hashi/shared/api.schema';
import { changeEmailConfirmRequestSchema, changeEmailRequestSchema } from '@hashi/shared/auth.schema';
import { currentUser, requireApplicant } from '../../platform/auth/guards.ts';
import { t } from '../../platform/i18n/locale.ts';
import { confirmEmailChange, requestEmailChange } from './email-change.service.ts';
import { bearerSecurity } from '../../platform/http/route-helpers.ts';

export async function emailChangeRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { deps } = app;

  app.post(
    '/api/v1/user/change-email',
    {
      onRequest: requireApplicant,
      schema: {
        tags: ['auth'],
        security: bearerSecurity,
        body: changeEmailRequestSchema,
        response: { 200: messageResponseSchema },
      },
    },
    async (request) => {
      await requestEmailChange(deps, currentUser(request), request.body, request.ip);
      return { message: t(request.locale, 'email_change.code_sent') };
    },
  );

  app.post(
    '/api/v1/user/change-email/confirm',
    {
      onRequest: requireApplicant,
      schema: {
        tags: ['auth'],
        security: bearerSecurity,
        body: changeEmailConfirmRequestSchema,
        response: { 200: messageResponseSchema },
      },
    },
    async (request) => {
      await confirmEmailChange(deps, currentUser(request), request.body, request.ip, request.log);
      return { message: t(request.locale, 'email_change.changed') };
    },
  );
}
