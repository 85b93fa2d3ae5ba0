import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  accessRouteInputSchema,
  accessRouteListQuerySchema,
  accessRouteListResponseSchema,
  accessRouteResponseSchema,
  signupReportQuerySchema,
  signupReportResponseSchema,
} from '@hashi/shared/access-route-admin.schema';
import { recordIdParamsSchema } from '@hashi/shared/api.schema';
import { requireAdmin } from '../../platform/auth/guards.ts';
import { bearerRoutes } from '../../platform/http/route-helpers.ts';
import {
  createAccessRoute,
  deleteAccessRoute,
  listAccessRoutes,
  showAccessRoute,
  signupReport,
  signupReportCsv,
  updateAccessRoute,
} from './admin-access-routes.service.ts';

const route = bearerRoutes(requireAdmin, ['admin']);
const response = { 200: accessRouteResponseSchema };
const base = '/api/v1/admin/access-routes';

/** The access-route mapping (spec §9) and the sign-up report by channel and month (ADR 0032). */
export async function adminAccessRoutesRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { deps } = app;

  app.get(
    base,
    route({ querystring: accessRouteListQuerySchema, response: { 200: accessRouteListResponseSchema } }),
    async (request) => listAccessRoutes(deps, request.query),
  );

  app.post(
    base,
    route({ body: accessRouteInputSchema, response: { 201: accessRouteResponseSchema } }),
    async (request, reply) => reply.status(201).send(await createAccessRoute(deps, request.body)),
  );

  app.get(
    `${base}/report`,
    route({ querystring: signupReportQuerySchema, response: { 200: signupReportResponseSchema } }),
    async (request) => signupReport(deps, request.query, request.locale),
  );

  app.get(`${base}/report.csv`, route({ querystring: signupReportQuerySchema }), async (request, reply) => {
    const { filename, body } = await signupReportCsv(deps, request.query, request.locale);
    return reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="${filename}"`)
      .header('cache-control', 'no-store')
      .send(body);
  });

  app.get(`${base}/:id`, route({ params: recordIdParamsSchema, response }), async (request) =>
    showAccessRoute(deps, request.params.id),
  );

  app.put(
    `${base}/:id`,
    route({ params: recordIdParamsSchema, body: accessRouteInputSchema, response }),
    async (request) => updateAccessRoute(deps, request.params.id, request.body),
  );

  app.delete(`${base}/:id`, route({ params: recordIdParamsSchema }), async (request, reply) => {
    await deleteAccessRoute(deps, request.params.id);
    return reply.status(204).send();
  });
}
