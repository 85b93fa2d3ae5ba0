import type { FastifyInstance } from 'fastify';
import { recordIdParamsSchema } from '@hashi/shared/api.schema';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  scoutTemplateInputSchema,
  scoutTemplateListResponseSchema,
  scoutTemplateResponseSchema,
} from '@hashi/shared/employer.schema';
import { currentCompanyId, requireCompanyMember } from './company-member.guard.ts';
import {
  createTemplate,
  deleteTemplate,
  listTemplates,
  showTemplate,
  updateTemplate,
} from './scout-templates.service.ts';
import { bearerSecurity } from '../../platform/http/route-helpers.ts';

const tags = ['employer'];
const response = { 200: scoutTemplateResponseSchema };

/** Scout templates of the signed-in company (ADR 0019). */
export async function scoutTemplatesRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { deps } = app;
  const onRequest = requireCompanyMember;
  const base = '/api/v1/employer/scout-templates';

  app.get(
    base,
    { onRequest, schema: { tags, security: bearerSecurity, response: { 200: scoutTemplateListResponseSchema } } },
    async (request) => listTemplates(deps, currentCompanyId(request)),
  );

  app.post(
    base,
    {
      onRequest,
      schema: {
        tags,
        security: bearerSecurity,
        body: scoutTemplateInputSchema,
        response: { 201: scoutTemplateResponseSchema },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await createTemplate(deps, currentCompanyId(request), request.body)),
  );

  app.get(
    `${base}/:id`,
    { onRequest, schema: { tags, security: bearerSecurity, params: recordIdParamsSchema, response } },
    async (request) => showTemplate(deps, currentCompanyId(request), request.params.id),
  );

  app.put(
    `${base}/:id`,
    {
      onRequest,
      schema: {
        tags,
        security: bearerSecurity,
        params: recordIdParamsSchema,
        body: scoutTemplateInputSchema,
        response,
      },
    },
    async (request) => updateTemplate(deps, currentCompanyId(request), request.params.id, request.body),
  );

  app.delete(
    `${base}/:id`,
    { onRequest, schema: { tags, security: bearerSecurity, params: recordIdParamsSchema } },
    async (request, reply) => {
      await deleteTemplate(deps, currentCompanyId(request), request.params.id);
      return reply.status(204).send();
    },
  );
}
