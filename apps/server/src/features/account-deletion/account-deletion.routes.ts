import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { messageResponseSchema } from '@hashi/shared/api.schema';
import { deactivateReasonsResponseSchema, deleteAccountRequestSchema } from '@hashi/shared/auth.schema';
import { currentUser, requireApplicant, requireClient } from '../../platform/auth/guards.ts';
import { t } from '../../platform/i18n/locale.ts';
import { deactivateReasons, deleteAccount } from './account-deletion.service.ts';
import { bearerSecurity } from '../../platform/http/route-helpers.ts';

export async function accountDeletionRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { deps } = app;

  app.get(
    '/api/v2/masters/deactivate-reasons',
    {
      onRequest: requireClient,
      schema: { tags: ['masters'], security: bearerSecurity, response: { 200: deactivateReasonsResponseSchema } },
    },
    async (request) => deactivateReasons(deps, request.locale),
  );

  app.post(
    '/api/v1/user/delete-account',
    {
      onRequest: requireApplicant,
      schema: {
        tags: ['auth'],
        security: bearerSecurity,
        body: deleteAccountRequestSchema,
        response: { 200: messageResponseSchema },
      },
    },
    async (request) => {
      await deleteAccount(deps, currentUser(request), request.body, request.log);
      return { message: t(request.locale, 'account.deleted') };
    },
  );
}
