import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { recordIdParamsSchema } from '@hashi/shared/api.schema';
import {
  adminMessageReportListQuerySchema,
  adminMessageReportListResponseSchema,
  adminMessageReportResponseSchema,
  messageReportDecisionSchema,
} from '@hashi/shared/message-report.schema';
import { currentUser, requireAdmin } from '../../platform/auth/guards.ts';
import { bearerRoutes, noBodyAsEmpty } from '../../platform/http/route-helpers.ts';
import { decideMessageReport, listMessageReports, showMessageReport } from './admin-message-reports.service.ts';

const route = bearerRoutes(requireAdmin, ['admin']);
const response = { 200: adminMessageReportResponseSchema };
const base = '/api/v1/admin/message-reports';

/** The admins' queue of reported messages (ADR 0026): list, one report, uphold and restore. */
export async function adminMessageReportsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { deps } = app;

  app.get(
    base,
    route({ querystring: adminMessageReportListQuerySchema, response: { 200: adminMessageReportListResponseSchema } }),
    async (request) => listMessageReports(deps, request.locale, request.query),
  );

  app.get(`${base}/:id`, route({ params: recordIdParamsSchema, response }), async (request) =>
    showMessageReport(deps, request.locale, request.params.id),
  );

  for (const [action, decision] of [
    ['uphold', 'upheld'],
    ['restore', 'restored'],
  ] as const) {
    app.post(
      `${base}/:id/${action}`,
      // The note is optional: a POST without a body reads as `{}`.
      route(
        { params: recordIdParamsSchema, body: messageReportDecisionSchema, response },
        { preValidation: noBodyAsEmpty },
      ),
      async (request) =>
        decideMessageReport(
          deps,
          request.locale,
          currentUser(request).userId,
          request.params.id,
          decision,
          request.body.note,
        ),
    );
  }
}
