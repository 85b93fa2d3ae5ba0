import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponseSchema, recordIdParamsSchema } from '@hashi/shared/api.schema';
import {
  companyInterviewListQuerySchema,
  companyInterviewListResponseSchema,
  companyInterviewResponseSchema,
  reviewInputSchema,
  reviewResponseSchema,
  sendInterviewSchema,
  templateInputSchema,
  templateListResponseSchema,
  templateResponseSchema,
} from '@hashi/shared/video-interview.schema';
import { currentUser } from '../../platform/auth/guards.ts';
import { bearerSecurity } from '../../platform/http/route-helpers.ts';
import { currentCompanyId, requireCompanyMember } from '../employer/company-member.guard.ts';
import { listInterviews, reviewInterview, sendInterview, showCompanyInterview } from './company-interviews.service.ts';
import {
  createTemplate,
  deleteTemplate,
  listTemplates,
  showTemplate,
  updateTemplate,
} from './interview-templates.service.ts';

const tags = ['employer'];
const errors = {
  401: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
  409: errorResponseSchema,
  422: errorResponseSchema,
};

const memberOf = (request: FastifyRequest) => ({
  companyId: currentCompanyId(request),
  userId: currentUser(request).userId,
});

/**
 * The company's video interviews (ADR 0047), employer API conventions (ADR 0019): templates
 * (`/api/v1/employer/video-interview-templates`, CRUD), sending one into a thread, the list, one
 * interview with its answers, and the member's own rating and comment.
 */
export async function employerVideoInterviewsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { deps } = app;
  const onRequest = requireCompanyMember;
  const security = bearerSecurity;
  const templates = '/api/v1/employer/video-interview-templates';
  const interviews = '/api/v1/employer/video-interviews';

  app.get(
    templates,
    { onRequest, schema: { tags, security, response: { 200: templateListResponseSchema, ...errors } } },
    async (request) => listTemplates(deps, currentCompanyId(request)),
  );
  app.post(
    templates,
    {
      onRequest,
      schema: { tags, security, body: templateInputSchema, response: { 201: templateResponseSchema, ...errors } },
    },
    async (request, reply) =>
      reply.status(201).send(await createTemplate(deps, currentCompanyId(request), request.body)),
  );
  app.get(
    `${templates}/:id`,
    {
      onRequest,
      schema: { tags, security, params: recordIdParamsSchema, response: { 200: templateResponseSchema, ...errors } },
    },
    async (request) => showTemplate(deps, currentCompanyId(request), request.params.id),
  );
  app.put(
    `${templates}/:id`,
    {
      onRequest,
      schema: {
        tags,
        security,
        params: recordIdParamsSchema,
        body: templateInputSchema,
        response: { 200: templateResponseSchema, ...errors },
      },
    },
    async (request) => updateTemplate(deps, currentCompanyId(request), request.params.id, request.body),
  );
  app.delete(
    `${templates}/:id`,
    { onRequest, schema: { tags, security, params: recordIdParamsSchema, response: { 204: z.null(), ...errors } } },
    async (request, reply) => {
      await deleteTemplate(deps, currentCompanyId(request), request.params.id);
      return reply.status(204).send(null);
    },
  );

  app.post(
    interviews,
    {
      onRequest,
      schema: {
        tags,
        security,
        summary: 'Sends a template to the applicant of one of the company’s threads, with a deadline (message type 7).',
        body: sendInterviewSchema,
        response: { 201: companyInterviewResponseSchema, ...errors },
      },
    },
    async (request, reply) => reply.status(201).send(await sendInterview(deps, memberOf(request), request.body)),
  );
  app.get(
    interviews,
    {
      onRequest,
      schema: {
        tags,
        security,
        querystring: companyInterviewListQuerySchema,
        response: { 200: companyInterviewListResponseSchema, ...errors },
      },
    },
    async (request) => listInterviews(deps, currentCompanyId(request), request.query),
  );
  app.get(
    `${interviews}/:id`,
    {
      onRequest,
      schema: {
        tags,
        security,
        summary: 'One interview: the answers (with signed video links) once sent, and the team’s reviews.',
        params: recordIdParamsSchema,
        response: { 200: companyInterviewResponseSchema, ...errors },
      },
    },
    async (request) => showCompanyInterview(deps, memberOf(request), request.params.id),
  );
  app.put(
    `${interviews}/:id/review`,
    {
      onRequest,
      schema: {
        tags,
        security,
        summary: 'The member’s own rating (1–5) and comment, seen by the company’s team only (never automatic).',
        params: recordIdParamsSchema,
        body: reviewInputSchema,
        response: { 200: reviewResponseSchema, ...errors },
      },
    },
    async (request) => reviewInterview(deps, memberOf(request), request.params.id, request.body),
  );
}
