import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { messageResponseSchema } from '@hashi/shared/api.schema';
import { inquiryRequestSchema } from '@hashi/shared/inquiry.schema';
import { requireClient } from '../../platform/auth/guards.ts';
import { bearerSecurity } from '../../platform/http/route-helpers.ts';
import { submitInquiry } from './inquiries.service.ts';

/** POST /api/v1/inquiries: the inquiry form; guests send it with the app token, applicants with theirs. */
export async function inquiriesRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { deps } = app;

  app.post(
    '/api/v1/inquiries',
    {
      onRequest: requireClient,
      schema: {
        tags: ['faq'],
        security: bearerSecurity,
        body: inquiryRequestSchema,
        response: { 201: messageResponseSchema },
      },
    },
    async (request, reply) =>
      reply.code(201).send(
        await submitInquiry(deps, request.body, {
          locale: request.locale,
          ip: request.ip,
          claims: request.auth,
          log: request.log,
        }),
      ),
  );
}
