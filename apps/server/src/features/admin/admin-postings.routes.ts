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
import { bearerSecurity } from '../../platform/http/route-helpers.ts';

const tags = ['admin'];
const response = { 200: adminPostingResponseSchema };
const base = '/api/v1/admin/job-postings';

/** Posting review by admins (ADR 0019): the queue, one posting, and the four decisions. */
export async function adminPostingsRoutes(fastify: FastifyInstance) {
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
        querystring: adminPostingListQuerySchema,
        response: { 200: adminPostingListResponseSchema },
      },
    },
    async (request) => listForReview(deps, request.query),
  );

  app.get(
    `${base}/:id`,
    { onRequest, schema: { tags, security: bearerSecurity, params: recordIdParamsSchema, response } },
    async (request) => showForReview(deps, request.params.id),
  );

  for (const action of ['approve', 'unsuspend'] as const) {
    app.post(
      `${base}/:id/${action}`,
      { onRequest, schema: { tags, security: bearerSecurity, params: recordIdParamsSchema, response } },
      async (request) => reviewPosting(deps, currentUser(request).userId, request.params.id, action, null),
    );
  }

  app.post(
    `${base}/:id/decline`,
    {
      onRequest,
      schema: { tags, security: bearerSecurity, params: recordIdParamsSchema, body: declineRequestSchema, response },
    },
    async (request) =>
      reviewPosting(deps, currentUser(request).userId, request.params.id, 'decline', request.body.reason),
  );

  app.post(
    `${base}/:id/suspend`,
    {
      onRequest,
      // The reason is optional: a POST without a body reads as `{}`.
      preValidation: async (request) => {
        request.body ??= {};
      },
      schema: { tags, security: bearerSecurity, params: recordIdParamsSchema, body: suspendRequestSchema, response },
    },
    async (request) =>
      reviewPosting(deps, currentUser(request).userId, request.params.id, 'suspend', request.body.reason || null),
  );
}
