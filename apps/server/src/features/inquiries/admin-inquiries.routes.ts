import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { recordIdParamsSchema } from '@hashi/shared/api.schema';
import {
  adminInquiryListQuerySchema,
  adminInquiryListResponseSchema,
  adminInquiryResponseSchema,
  inquiryReplyRequestSchema,
  inquiryStatusRequestSchema,
} from '@hashi/shared/inquiry.schema';
import { currentUser, requireAdmin } from '../../platform/auth/guards.ts';
import { bearerRoutes } from '../../platform/http/route-helpers.ts';
import { changeInquiryStatus, listInquiries, replyToInquiry, showInquiry } from './admin-inquiries.service.ts';

const route = bearerRoutes(requireAdmin, ['admin']);
const response = { 200: adminInquiryResponseSchema };
const base = '/api/v1/admin/inquiries';

/** The admin console's inquiries (ADR 0029): the queue, one inquiry, its reply by mail, its status. */
export async function adminInquiriesRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { deps } = app;

  app.get(
    base,
    route({ querystring: adminInquiryListQuerySchema, response: { 200: adminInquiryListResponseSchema } }),
    async (request) => listInquiries(deps, request.query),
  );

  app.get(`${base}/:id`, route({ params: recordIdParamsSchema, response }), async (request) =>
    showInquiry(deps, request.params.id),
  );

  app.post(
    `${base}/:id/reply`,
    route({ params: recordIdParamsSchema, body: inquiryReplyRequestSchema, response }),
    async (request) => replyToInquiry(deps, currentUser(request).userId, request.params.id, request.body.body),
  );

  app.put(
    `${base}/:id/status`,
    route({ params: recordIdParamsSchema, body: inquiryStatusRequestSchema, response }),
    async (request) => changeInquiryStatus(deps, request.params.id, request.body.status),
  );
}
