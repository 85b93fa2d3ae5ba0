import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { recordIdParamsSchema } from '@hashi/shared/api.schema';
import {
  adminFaqListResponseSchema,
  adminFaqResponseSchema,
  faqInputSchema,
  faqMoveSchema,
} from '@hashi/shared/faq.schema';
import { requireAdmin } from '../../platform/auth/guards.ts';
import { bearerRoutes } from '../../platform/http/route-helpers.ts';
import { createFaq, deleteFaq, listAdminFaqs, moveFaq, updateFaq } from './admin-faqs.service.ts';

const route = bearerRoutes(requireAdmin, ['admin']);
const base = '/api/v1/admin/faqs';

/** The admin console's FAQ (ADR 0029). */
export async function adminFaqsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { deps } = app;

  app.get(base, route({ response: { 200: adminFaqListResponseSchema } }), async () => listAdminFaqs(deps));

  app.post(base, route({ body: faqInputSchema, response: { 201: adminFaqResponseSchema } }), async (request, reply) =>
    reply.status(201).send(await createFaq(deps, request.body)),
  );

  app.put(
    `${base}/:id`,
    route({ params: recordIdParamsSchema, body: faqInputSchema, response: { 200: adminFaqResponseSchema } }),
    async (request) => updateFaq(deps, request.params.id, request.body),
  );

  app.post(
    `${base}/:id/move`,
    route({ params: recordIdParamsSchema, body: faqMoveSchema, response: { 200: adminFaqListResponseSchema } }),
    async (request) => moveFaq(deps, request.params.id, request.body.direction),
  );

  app.delete(`${base}/:id`, route({ params: recordIdParamsSchema }), async (request, reply) => {
    await deleteFaq(deps, request.params.id);
    return reply.status(204).send();
  });
}
