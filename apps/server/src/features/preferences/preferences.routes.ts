import type { FastifyInstance } from 'fastify';
import { recordIdParamsSchema } from '@hashi/shared/api.schema';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  companyCandidatesQuerySchema,
  companyCandidatesResponseSchema,
  excludedCompanyRequestSchema,
  excludedCompanySchema,
  preferenceRequestSchema,
  preferenceSchema,
  visibilityRequestSchema,
  visibilityResponseSchema,
} from '@hashi/shared/preference.schema';
import { currentUser, requireApplicant } from '../../platform/auth/guards.ts';
import {
  companyCandidates,
  excludeCompany,
  excludedCompanies,
  preferences,
  removeExcludedCompany,
  savePreferences,
  saveVisibility,
} from './preferences.service.ts';
import { bearerSecurity } from '../../platform/http/route-helpers.ts';

const tags = ['applicant'];
const PREFERENCES = '/api/v1/applicant-preferences';
const EXCLUDED = '/api/v1/applicant-excluded-companies';

/**
 * Preferences (index, put, visibility) and excluded companies (index, store, destroy) of the caller
 * (spec §3), with the candidates the exclusion picker offers (ADR 0040).
 */
export async function preferencesRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { deps } = app;
  const base = { onRequest: requireApplicant };
  const one = z.object({ data: preferenceSchema });

  app.get(
    PREFERENCES,
    { ...base, schema: { tags, security: bearerSecurity, response: { 200: one } } },
    async (request) => preferences(deps, currentUser(request).userId),
  );
  app.put(
    PREFERENCES,
    { ...base, schema: { tags, security: bearerSecurity, body: preferenceRequestSchema, response: { 200: one } } },
    async (request) => savePreferences(deps, currentUser(request).userId, request.body),
  );
  app.put(
    `${PREFERENCES}/visibility`,
    {
      ...base,
      schema: {
        tags,
        security: bearerSecurity,
        body: visibilityRequestSchema,
        response: { 200: visibilityResponseSchema },
      },
    },
    async (request) => saveVisibility(deps, currentUser(request).userId, request.body.visible_to_companies),
  );

  app.get(
    EXCLUDED,
    {
      ...base,
      schema: { tags, security: bearerSecurity, response: { 200: z.object({ data: z.array(excludedCompanySchema) }) } },
    },
    async (request) => excludedCompanies(deps, currentUser(request).userId),
  );
  app.post(
    EXCLUDED,
    {
      ...base,
      schema: {
        tags,
        security: bearerSecurity,
        body: excludedCompanyRequestSchema,
        response: { 201: z.object({ data: excludedCompanySchema }) },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await excludeCompany(deps, request.locale, currentUser(request).userId, request.body)),
  );
  app.get(
    `${EXCLUDED}/candidates`,
    {
      ...base,
      schema: {
        tags,
        security: bearerSecurity,
        querystring: companyCandidatesQuerySchema,
        response: { 200: companyCandidatesResponseSchema },
      },
    },
    async (request) => companyCandidates(deps, request.locale, request.query.keyword),
  );
  app.delete(
    `${EXCLUDED}/:id`,
    {
      ...base,
      schema: { tags, security: bearerSecurity, params: recordIdParamsSchema, response: { 204: z.null() } },
    },
    async (request, reply) => {
      await removeExcludedCompany(deps, currentUser(request).userId, request.params.id);
      return reply.code(204).send(null);
    },
  );
}
