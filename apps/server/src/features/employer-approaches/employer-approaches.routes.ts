import type { FastifyInstance, FastifyRequest } from 'fastify';
import { recordIdParamsSchema } from '@hashi/shared/api.schema';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  applicantProfileSchema,
  applicantSearchQuerySchema,
  applicantSearchResponseSchema,
  applicationListQuerySchema,
  applicationListResponseSchema,
  applicationResponseSchema,
  applicationStatusInputSchema,
  COMPANY_APPROACH_LISTS,
  companyApproachListQuerySchema,
  companyApproachListResponseSchema,
  contactInputSchema,
  contactResponseSchema,
  scoutInputSchema,
  unseenApplicationsResponseSchema,
} from '@hashi/shared/employer-approach.schema';
import { currentUser } from '../../platform/auth/guards.ts';
import { currentCompanyId, requireCompanyMember } from '../employer/company-member.guard.ts';
import { pinOrLike, scout, searchApplicants, showApplicant } from './applicants.service.ts';
import {
  listApplications,
  listApproaches,
  seeApplications,
  setStatus,
  showApplication,
  unseenApplications,
} from './company-lists.service.ts';
import { bearerSecurity } from '../../platform/http/route-helpers.ts';

const tags = ['employer'];
const base = '/api/v1/employer';

const actor = (request: FastifyRequest) => ({
  companyId: currentCompanyId(request),
  userId: currentUser(request).userId,
});

/**
 * The company's side of approaches (ADR 0021): applicant search and profiles, scout, pin and like,
 * its applications with their status, Know More received, scout replies and matches.
 */
export async function employerApproachesRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { deps } = app;
  const onRequest = requireCompanyMember;

  app.get(
    `${base}/applicants`,
    {
      onRequest,
      schema: {
        tags,
        security: bearerSecurity,
        querystring: applicantSearchQuerySchema,
        response: { 200: applicantSearchResponseSchema },
      },
    },
    async (request) => searchApplicants(deps, request.locale, currentCompanyId(request), request.query),
  );

  app.get(
    `${base}/applicants/:id`,
    {
      onRequest,
      schema: {
        tags,
        security: bearerSecurity,
        params: recordIdParamsSchema,
        response: { 200: z.object({ data: applicantProfileSchema }) },
      },
    },
    async (request) => showApplicant(deps, request.locale, currentCompanyId(request), request.params.id),
  );

  app.post(
    `${base}/applicants/:id/scout`,
    {
      onRequest,
      schema: {
        tags,
        security: bearerSecurity,
        params: recordIdParamsSchema,
        body: scoutInputSchema,
        response: { 200: contactResponseSchema },
      },
    },
    async (request) => scout(deps, request.locale, actor(request), request.params.id, request.body),
  );

  for (const kind of ['pin', 'like'] as const) {
    app.post(
      `${base}/applicants/:id/${kind}`,
      {
        onRequest,
        schema: {
          tags,
          security: bearerSecurity,
          params: recordIdParamsSchema,
          body: contactInputSchema,
          response: { 200: contactResponseSchema },
        },
      },
      async (request) => pinOrLike(deps, request.locale, actor(request), request.params.id, kind, request.body),
    );
  }

  app.get(
    `${base}/applications`,
    {
      onRequest,
      schema: {
        tags,
        security: bearerSecurity,
        querystring: applicationListQuerySchema,
        response: { 200: applicationListResponseSchema },
      },
    },
    async (request) => listApplications(deps, request.locale, currentCompanyId(request), request.query),
  );

  app.get(
    `${base}/applications/unseen`,
    { onRequest, schema: { tags, security: bearerSecurity, response: { 200: unseenApplicationsResponseSchema } } },
    async (request) => unseenApplications(deps, currentCompanyId(request)),
  );
  app.post(
    `${base}/applications/seen`,
    { onRequest, schema: { tags, security: bearerSecurity, response: { 200: unseenApplicationsResponseSchema } } },
    async (request) => seeApplications(deps, currentCompanyId(request)),
  );

  app.get(
    `${base}/applications/:id`,
    {
      onRequest,
      schema: {
        tags,
        security: bearerSecurity,
        params: recordIdParamsSchema,
        response: { 200: applicationResponseSchema },
      },
    },
    async (request) => showApplication(deps, request.locale, currentCompanyId(request), request.params.id),
  );

  app.put(
    `${base}/applications/:id/status`,
    {
      onRequest,
      schema: {
        tags,
        security: bearerSecurity,
        params: recordIdParamsSchema,
        body: applicationStatusInputSchema,
        response: { 200: applicationResponseSchema },
      },
    },
    async (request) => setStatus(deps, request.locale, actor(request), request.params.id, request.body.status),
  );

  for (const list of COMPANY_APPROACH_LISTS) {
    app.get(
      `${base}/${list}`,
      {
        onRequest,
        schema: {
          tags,
          security: bearerSecurity,
          querystring: companyApproachListQuerySchema,
          response: { 200: companyApproachListResponseSchema },
        },
      },
      async (request) => listApproaches(deps, request.locale, currentCompanyId(request), list, request.query),
    );
  }
}
