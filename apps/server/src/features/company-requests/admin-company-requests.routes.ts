import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { recordIdParamsSchema } from '@hashi/shared/api.schema';
import {
  adminCompanyRequestListQuerySchema,
  adminCompanyRequestListResponseSchema,
  adminCompanyRequestResponseSchema,
  companyRequestDeclineSchema,
} from '@hashi/shared/company-request.schema';
import { currentUser, requireAdmin } from '../../platform/auth/guards.ts';
import { bearerRoutes } from '../../platform/http/route-helpers.ts';
import {
  approveCompanyRequest,
  declineCompanyRequest,
  listCompanyRequests,
  showCompanyRequest,
} from './admin-company-requests.service.ts';

const route = bearerRoutes(requireAdmin, ['admin']);
const response = { 200: adminCompanyRequestResponseSchema };
const base = '/api/v1/admin/company-requests';

/** The admin console's review of company account requests (ADR 0033): the queue, one request, approve, decline. */
export async function adminCompanyRequestsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { deps } = app;

  app.get(
    base,
    route({
      querystring: adminCompanyRequestListQuerySchema,
      response: { 200: adminCompanyRequestListResponseSchema },
    }),
    async (request) => listCompanyRequests(deps, request.query),
  );

  app.get(`${base}/:id`, route({ params: recordIdParamsSchema, response }), async (request) =>
    showCompanyRequest(deps, request.params.id),
  );

  app.post(`${base}/:id/approve`, route({ params: recordIdParamsSchema, response }), async (request) =>
    approveCompanyRequest(deps, currentUser(request).userId, request.params.id),
  );

  app.post(
    `${base}/:id/decline`,
    route({ params: recordIdParamsSchema, body: companyRequestDeclineSchema, response }),
    async (request) => declineCompanyRequest(deps, currentUser(request).userId, request.params.id, request.body.reason),
  );
}
