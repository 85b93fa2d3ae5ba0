import type { FastifyInstance } from 'fastify';
import { recordIdParamsSchema } from '@hashi/shared/api.schema';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  companyDetailResponseSchema,
  companyLogoJobsQuerySchema,
  companyLogoJobsResponseSchema,
  companySearchRequestSchema,
  companySearchResponseSchema,
} from '@hashi/shared/company.schema';
import { requireClient } from '../../platform/auth/guards.ts';
import { companyLogoJobs, documentImage, searchCompanies, showCompany } from './companies.service.ts';
import { bearerSecurity, noBodyAsEmpty } from '../../platform/http/route-helpers.ts';

const tags = ['companies'];

/** A database id: a positive integer that fits PostgreSQL's integer. */

/**
 * Companies (spec §7 client service). Public data: guests call with the app token, applicants with
 * theirs. Images are plain GETs (an <img> sends no token) of public artwork.
 */
export async function companiesRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { deps } = app;

  app.post(
    '/api/v1/companies/search',
    {
      onRequest: requireClient,
      preValidation: noBodyAsEmpty,
      schema: {
        tags,
        security: bearerSecurity,
        body: companySearchRequestSchema,
        response: { 200: companySearchResponseSchema },
      },
    },
    async (request) => searchCompanies(deps, request.locale, request.body),
  );

  app.get(
    '/api/v1/companies/:id',
    {
      onRequest: requireClient,
      schema: {
        tags,
        security: bearerSecurity,
        params: recordIdParamsSchema,
        response: { 200: companyDetailResponseSchema },
      },
    },
    async (request) => showCompany(deps, request.locale, request.params.id),
  );

  app.get(
    '/api/v1/visitor/company-logo-jobs',
    {
      onRequest: requireClient,
      schema: {
        tags,
        security: bearerSecurity,
        querystring: companyLogoJobsQuerySchema,
        response: { 200: companyLogoJobsResponseSchema },
      },
    },
    async (request) => companyLogoJobs(deps, request.locale, request.query.limit),
  );

  app.get(
    '/api/v1/company-documents/:id/image',
    { schema: { tags, params: recordIdParamsSchema } },
    async (request, reply) => {
      const image = await documentImage(deps, request.params.id);
      return (
        reply
          .header('content-type', image.contentType)
          .header('cache-control', 'public, max-age=86400')
          .header('x-content-type-options', 'nosniff')
          // An SVG opened on its own must not run anything.
          .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox")
          .send(image.body)
      );
    },
  );
}
