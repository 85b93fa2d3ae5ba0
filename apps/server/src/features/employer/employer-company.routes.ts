import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { employerCompanyInputSchema, employerCompanyResponseSchema } from '@hashi/shared/employer.schema';
import { currentCompanyId, requireCompanyMember } from './company-member.guard.ts';
import { ownCompany, updateOwnCompany } from './employer-company.service.ts';
import { bearerSecurity } from '../../platform/http/route-helpers.ts';

const tags = ['employer'];

/** The company profile of the employer console (ADR 0019): a company user edits only its own company. */
export async function employerCompanyRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { deps } = app;

  app.get(
    '/api/v1/employer/company',
    {
      onRequest: requireCompanyMember,
      schema: { tags, security: bearerSecurity, response: { 200: employerCompanyResponseSchema } },
    },
    async (request) => ownCompany(deps, currentCompanyId(request)),
  );

  app.put(
    '/api/v1/employer/company',
    {
      onRequest: requireCompanyMember,
      schema: {
        tags,
        security: bearerSecurity,
        body: employerCompanyInputSchema,
        response: { 200: employerCompanyResponseSchema },
      },
    },
    async (request) => updateOwnCompany(deps, currentCompanyId(request), request.body),
  );
}
