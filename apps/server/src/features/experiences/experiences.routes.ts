import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { paginationQuerySchema, positiveIdParamsSchema } from '@hashi/shared/api.schema';
import {
  experienceItemResponseSchema,
  experienceListResponseSchema,
  experienceRequestSchema,
  experienceSearchRequestSchema,
  experienceSyncRequestSchema,
  experienceSyncResponseSchema,
} from '@hashi/shared/experience.schema';
import { currentUser, requireApplicant } from '../../platform/auth/guards.ts';
import {
  changeExperience,
  destroyExperience,
  experiencePage,
  showExperience,
  storeExperience,
  syncExperiences,
} from './experiences.service.ts';
import { bearerSecurity, noBodyAsEmpty } from '../../platform/http/route-helpers.ts';

const URL = '/api/v1/applicant-experiences';
const tags = ['applicant'];

/** Work experiences (spec §7 applicant-experiences) with the generic resource verbs and sync. */
export async function experiencesRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { deps } = app;
  const base = { onRequest: requireApplicant };

  app.get(
    URL,
    {
      ...base,
      schema: {
        tags,
        security: bearerSecurity,
        querystring: paginationQuerySchema,
        response: { 200: experienceListResponseSchema },
      },
    },
    async (request) => experiencePage(deps, currentUser(request).userId, request.query),
  );
  // Simple search: the list's query string (spec §7), the applicant being the caller.
  app.get(
    `${URL}/search`,
    {
      ...base,
      schema: {
        tags,
        security: bearerSecurity,
        querystring: paginationQuerySchema,
        response: { 200: experienceListResponseSchema },
      },
    },
    async (request) => experiencePage(deps, currentUser(request).userId, request.query),
  );
  app.post(
    `${URL}/search`,
    {
      ...base,
      preValidation: noBodyAsEmpty,
      schema: {
        tags,
        security: bearerSecurity,
        body: experienceSearchRequestSchema,
        response: { 200: experienceListResponseSchema },
      },
    },
    async (request) => {
      const { page, per_page, is_current, keyword } = request.body;
      return experiencePage(deps, currentUser(request).userId, { page, per_page }, { isCurrent: is_current, keyword });
    },
  );
  app.post(
    `${URL}/sync`,
    {
      ...base,
      schema: {
        tags,
        security: bearerSecurity,
        body: experienceSyncRequestSchema,
        response: { 200: experienceSyncResponseSchema },
      },
    },
    async (request) => syncExperiences(deps, currentUser(request).userId, request.body.experiences),
  );
  app.get(
    `${URL}/:id`,
    {
      ...base,
      schema: {
        tags,
        security: bearerSecurity,
        params: positiveIdParamsSchema,
        response: { 200: experienceItemResponseSchema },
      },
    },
    async (request) => ({ data: await showExperience(deps, currentUser(request).userId, request.params.id) }),
  );
  app.post(
    URL,
    {
      ...base,
      schema: {
        tags,
        security: bearerSecurity,
        body: experienceRequestSchema,
        response: { 201: experienceItemResponseSchema },
      },
    },
    async (request, reply) => {
      const data = await storeExperience(deps, currentUser(request).userId, request.body);
      return reply.code(201).send({ data });
    },
  );
  app.put(
    `${URL}/:id`,
    {
      ...base,
      schema: {
        tags,
        security: bearerSecurity,
        params: positiveIdParamsSchema,
        body: experienceRequestSchema,
        response: { 200: experienceItemResponseSchema },
      },
    },
    async (request) => ({
      data: await changeExperience(deps, currentUser(request).userId, request.params.id, request.body),
    }),
  );
  app.delete(
    `${URL}/:id`,
    {
      ...base,
      schema: { tags, security: bearerSecurity, params: positiveIdParamsSchema, response: { 204: z.null() } },
    },
    async (request, reply) => {
      await destroyExperience(deps, currentUser(request).userId, request.params.id);
      return reply.code(204).send(null);
    },
  );
}
