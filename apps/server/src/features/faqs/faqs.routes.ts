import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { faqListResponseSchema } from '@hashi/shared/faq.schema';
import { requireClient } from '../../platform/auth/guards.ts';
import { bearerSecurity } from '../../platform/http/route-helpers.ts';
import { listFaqs } from './faqs.service.ts';
import { readMayLag } from '../../platform/db/replica.ts';

/** GET /api/v1/faqs (spec §7 common service): guests with the app token, applicants with theirs. */
export async function faqsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { deps } = app;

  app.get(
    '/api/v1/faqs',
    {
      onRequest: requireClient,
      schema: { tags: ['faq'], security: bearerSecurity, response: { 200: faqListResponseSchema } },
    },
    async (request) => readMayLag(deps, (reading) => listFaqs(reading, request.auth)),
  );
}
