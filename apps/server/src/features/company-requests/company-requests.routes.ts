import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { messageResponseSchema } from '@hashi/shared/api.schema';
import { resetPasswordRequestSchema, tokenResponseSchema } from '@hashi/shared/auth.schema';
import { companyRequestSchema } from '@hashi/shared/company-request.schema';
import { requireClient } from '../../platform/auth/guards.ts';
import { bearerSecurity, clientInfo } from '../../platform/http/route-helpers.ts';
import { submitCompanyRequest } from './company-requests.service.ts';
import { acceptEmployerInvitation } from './employer-invitation.service.ts';

/**
 * POST /api/v1/company-requests: a company asks for an employer account from /for-employer (the app
 * token speaks for the guest). POST /api/v1/employer/invitation: the invited owner sets the first
 * password from the mailed link; like a password reset it needs no token, the link's secret is the proof.
 */
export async function companyRequestsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { deps } = app;

  app.post(
    '/api/v1/company-requests',
    {
      onRequest: requireClient,
      schema: {
        tags: ['employer'],
        security: bearerSecurity,
        body: companyRequestSchema,
        response: { 201: messageResponseSchema },
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(
          await submitCompanyRequest(deps, request.body, { locale: request.locale, ip: request.ip, log: request.log }),
        ),
  );

  app.post(
    '/api/v1/employer/invitation',
    { schema: { tags: ['employer'], body: resetPasswordRequestSchema, response: { 200: tokenResponseSchema } } },
    async (request) => acceptEmployerInvitation(deps, request.body, clientInfo(request)),
  );
}
