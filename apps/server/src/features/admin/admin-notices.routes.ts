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
import { bearerSecurity } from '../../platform/http/route-helpers.ts';

const tags = ['admin'];
const response = { 200: adminNoticeResponseSchema };
const base = '/api/v1/admin/notices';

/** CRUD of admin notices (ADR 0019). */
export async function adminNoticesRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { deps } = app;
  const onRequest = requireAdmin;

  app.get(
    base,
    {
      onRequest,
      schema: {
        tags,
        security: bearerSecurity,
        querystring: pageQuerySchema,
        response: { 200: adminNoticeListResponseSchema },
      },
    },
    async (request) => listNotices(deps, request.query),
  );

  app.post(
    base,
    {
      onRequest,
      schema: { tags, security: bearerSecurity, body: noticeInputSchema, response: { 201: adminNoticeResponseSchema } },
    },
    async (request, reply) =>
      reply.status(201).send(await createNotice(deps, currentUser(request).userId, request.body)),
  );

  app.get(
    `${base}/:id`,
    { onRequest, schema: { tags, security: bearerSecurity, params: recordIdParamsSchema, response } },
    async (request) => showNotice(deps, request.params.id),
  );

  app.put(
    `${base}/:id`,
    {
      onRequest,
      schema: { tags, security: bearerSecurity, params: recordIdParamsSchema, body: noticeInputSchema, response },
    },
    async (request) => updateNotice(deps, request.params.id, request.body),
  );

  app.delete(
    `${base}/:id`,
    { onRequest, schema: { tags, security: bearerSecurity, params: recordIdParamsSchema } },
    async (request, reply) => {
      await deleteNotice(deps, request.params.id);
      return reply.status(204).send();
    },
  );
}
