import type { FastifyInstance } from 'fastify';
import { recordIdParamsSchema } from '@hashi/shared/api.schema';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  adminNoticeListResponseSchema,
  adminNoticeResponseSchema,
  noticeInputSchema,
  pageQuerySchema,
} from '@hashi/shared/admin.schema';
import { currentUser, requireAdmin } from '../../platform/auth/guards.ts';
import { createNotice, deleteNotice, listNotices, showNotice, updateNotice } from './admin-notices.service.ts';
import { bearerRoutes } from '../../platform/http/route-helpers.ts';

const route = bearerRoutes(requireAdmin, ['admin']);
const response = { 200: adminNoticeResponseSchema };
const base = '/api/v1/admin/notices';

/** CRUD of admin notices (ADR 0019). */
export async function adminNoticesRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { deps } = app;

  app.get(
    base,
    route({ querystring: pageQuerySchema, response: { 200: adminNoticeListResponseSchema } }),
    async (request) => listNotices(deps, request.query),
  );

  app.post(
    base,
    route({ body: noticeInputSchema, response: { 201: adminNoticeResponseSchema } }),
    async (request, reply) =>
      reply.status(201).send(await createNotice(deps, currentUser(request).userId, request.body)),
  );

  app.get(`${base}/:id`, route({ params: recordIdParamsSchema, response }), async (request) =>
    showNotice(deps, request.params.id),
  );

  app.put(`${base}/:id`, route({ params: recordIdParamsSchema, body: noticeInputSchema, response }), async (request) =>
    updateNotice(deps, request.params.id, request.body),
  );

  app.delete(`${base}/:id`, route({ params: recordIdParamsSchema }), async (request, reply) => {
    await deleteNotice(deps, request.params.id);
    return reply.status(204).send();
  });
}
