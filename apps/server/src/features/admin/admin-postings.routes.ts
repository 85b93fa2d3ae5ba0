import type { FastifyInstance } from 'fastify';
import { recordIdParamsSchema } from '@hashi/shared/api.schema';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  adminPostingListQuerySchema,
  adminPostingListResponseSchema,
  adminPostingResponseSchema,
  declineRequestSchema,
  suspendRequestSchema,
} from '@hashi/shared/admin.schema';
import { currentUser, requireAdmin } from '../../platform/auth/guards.ts';
import { listForReview, reviewPosting, showForReview } from './admin-postings.service.ts';
import { bearerRoutes, noBodyAsEmpty } from '../../platform/http/route-helpers.ts';

const route = bearerRoutes(requireAdmin, ['admin']);
const response = { 200: adminPostingResponseSchema };
const base = '/api/v1/admin/job-postings';

/** Posting review by admins (ADR 0019): the queue, one posting, and the four decisions. */
export async function adminPostingsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { deps } = app;

  app.get(
    base,
    route({ querystring: adminPostingListQuerySchema, response: { 200: adminPostingListResponseSchema } }),
    async (request) => listForReview(deps, request.query),
  );

  app.get(`${base}/:id`, route({ params: recordIdParamsSchema, response }), async (request) =>
    showForReview(deps, request.params.id),
  );

  for (const action of ['approve', 'unsuspend'] as const) {
    app.post(`${base}/:id/${action}`, route({ params: recordIdParamsSchema, response }), async (request) =>
      reviewPosting(deps, currentUser(request).userId, request.params.id, action, null),
    );
  }

  app.post(
    `${base}/:id/decline`,
    route({ params: recordIdParamsSchema, body: declineRequestSchema, response }),
    async (request) =>
      reviewPosting(deps, currentUser(request).userId, request.params.id, 'decline', request.body.reason),
  );

  app.post(
    `${base}/:id/suspend`,
    // The reason is optional: a POST without a body reads as `{}`.
    route({ params: recordIdParamsSchema, body: suspendRequestSchema, response }, { preValidation: noBodyAsEmpty }),
    async (request) =>
      reviewPosting(deps, currentUser(request).userId, request.params.id, 'suspend', request.body.reason || null),
  );
}
