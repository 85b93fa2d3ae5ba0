import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { informAcceptanceRequestSchema, informAcceptanceResponseSchema } from '@hashi/shared/inform-acceptance.schema';
import { currentUser, requireApplicant } from '../../platform/auth/guards.ts';
import { informAcceptance } from './inform-acceptance.service.ts';
import { bearerSecurity } from '../../platform/http/route-helpers.ts';

/** POST /api/v1/applicants/inform-of-acceptance: the job-offer acceptance report (spec §2, §3). */
export async function informAcceptanceRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { deps } = app;

  app.post(
    '/api/v1/applicants/inform-of-acceptance',
    {
      onRequest: requireApplicant,
      schema: {
        tags: ['applicant'],
        security: bearerSecurity,
        body: informAcceptanceRequestSchema,
        response: { 201: informAcceptanceResponseSchema },
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(await informAcceptance(deps, currentUser(request).userId, request.body, request.locale, request.log)),
  );
}
