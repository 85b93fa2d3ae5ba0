import type { FastifyInstance } from 'fastify';
import { recordIdParamsSchema } from '@hashi/shared/api.schema';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  employerPostingInputSchema,
  employerPostingListQuerySchema,
  employerPostingListResponseSchema,
  employerPostingResponseSchema,
} from '@hashi/shared/employer.schema';
import { currentCompanyId, requireCompanyMember } from './company-member.guard.ts';
import {
  createOwnPosting,
  listOwnPostings,
  setOwnPostingClosed,
  showOwnPosting,
  submitOwnPosting,
  updateOwnPosting,
} from './employer-postings.service.ts';
import { bearerSecurity } from '../../platform/http/route-helpers.ts';

const tags = ['employer'];
const response = { 200: employerPostingResponseSchema };

/** The company's own job postings (ADR 0019): list, show, create, edit, submit, close, reopen. */
export async function employerPostingsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { deps } = app;
  const onRequest = requireCompanyMember;

  app.get(
    '/api/v1/employer/job-postings',
    {
      onRequest,
      schema: {
        tags,
        security: bearerSecurity,
        querystring: employerPostingListQuerySchema,
        response: { 200: employerPostingListResponseSchema },
      },
    },
    async (request) => listOwnPostings(deps, currentCompanyId(request), request.query),
  );

  app.post(
    '/api/v1/employer/job-postings',
    {
      onRequest,
      schema: {
        tags,
        security: bearerSecurity,
        body: employerPostingInputSchema,
        response: { 201: employerPostingResponseSchema },
      },
    },
    async (request, reply) => {
      const created = await createOwnPosting(deps, currentCompanyId(request), request.body);
      return reply.status(201).send(created);
    },
  );

  app.get(
    '/api/v1/employer/job-postings/:id',
    { onRequest, schema: { tags, security: bearerSecurity, params: recordIdParamsSchema, response } },
    async (request) => showOwnPosting(deps, currentCompanyId(request), request.params.id),
  );

  app.put(
    '/api/v1/employer/job-postings/:id',
    {
      onRequest,
      schema: {
        tags,
        security: bearerSecurity,
        params: recordIdParamsSchema,
        body: employerPostingInputSchema,
        response,
      },
    },
    async (request) => updateOwnPosting(deps, currentCompanyId(request), request.params.id, request.body),
  );

  app.post(
    '/api/v1/employer/job-postings/:id/submit',
    { onRequest, schema: { tags, security: bearerSecurity, params: recordIdParamsSchema, response } },
    async (request) => submitOwnPosting(deps, currentCompanyId(request), request.params.id),
  );

  for (const [action, closed] of [
    ['close', true],
    ['reopen', false],
  ] as const) {
    app.post(
      `/api/v1/employer/job-postings/:id/${action}`,
      { onRequest, schema: { tags, security: bearerSecurity, params: recordIdParamsSchema, response } },
      async (request) => setOwnPostingClosed(deps, currentCompanyId(request), request.params.id, closed),
    );
  }
}
