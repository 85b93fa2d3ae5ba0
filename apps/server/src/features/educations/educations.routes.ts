import type { FastifyInstance } from 'fastify';
import { positiveIdParamsSchema } from '@hashi/shared/api.schema';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  educationIndexQuerySchema,
  educationItemResponseSchema,
  educationListResponseSchema,
  educationRequestSchema,
  educationSyncRequestSchema,
} from '@hashi/shared/education.schema';
import { currentUser, requireApplicant } from '../../platform/auth/guards.ts';
import {
  changeEducation,
  destroyEducation,
  educationList,
  restoreEducationEntry,
  showEducation,
  storeEducation,
  syncEducations,
} from './educations.service.ts';
import { bearerSecurity } from '../../platform/http/route-helpers.ts';

const URL = '/api/v1/applicant-educations';
const tags = ['applicant'];
const withDeleted = (flag: string | undefined) => flag === 'true' || flag === '1';

/** Educations (spec §7 applicant-educations): resource verbs, sync, and restore of a removed entry. */
export async function educationsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { deps } = app;
  const base = { onRequest: requireApplicant };
  const list = {
    tags,
    security: bearerSecurity,
    querystring: educationIndexQuerySchema,
    response: { 200: educationListResponseSchema },
  };

  app.get(URL, { ...base, schema: list }, async (request) =>
    educationList(deps, currentUser(request).userId, withDeleted(request.query.include_deleted)),
  );
  app.get(`${URL}/search`, { ...base, schema: list }, async (request) =>
    educationList(deps, currentUser(request).userId, withDeleted(request.query.include_deleted)),
  );
  app.post(
    `${URL}/sync`,
    {
      ...base,
      schema: {
        tags,
        security: bearerSecurity,
        body: educationSyncRequestSchema,
        response: { 200: educationListResponseSchema },
      },
    },
    async (request) => syncEducations(deps, currentUser(request).userId, request.body.educations),
  );
  app.get(
    `${URL}/:id`,
    {
      ...base,
      schema: {
        tags,
        security: bearerSecurity,
        params: positiveIdParamsSchema,
        response: { 200: educationItemResponseSchema },
      },
    },
    async (request) => ({ data: await showEducation(deps, currentUser(request).userId, request.params.id) }),
  );
  app.post(
    URL,
    {
      ...base,
      schema: {
        tags,
        security: bearerSecurity,
        body: educationRequestSchema,
        response: { 201: educationItemResponseSchema },
      },
    },
    async (request, reply) =>
      reply.code(201).send({ data: await storeEducation(deps, currentUser(request).userId, request.body) }),
  );
  app.put(
    `${URL}/:id`,
    {
      ...base,
      schema: {
        tags,
        security: bearerSecurity,
        params: positiveIdParamsSchema,
        body: educationRequestSchema,
        response: { 200: educationItemResponseSchema },
      },
    },
    async (request) => ({
      data: await changeEducation(deps, currentUser(request).userId, request.params.id, request.body),
    }),
  );
  app.delete(
    `${URL}/:id`,
    {
      ...base,
      schema: { tags, security: bearerSecurity, params: positiveIdParamsSchema, response: { 204: z.null() } },
    },
    async (request, reply) => {
      await destroyEducation(deps, currentUser(request).userId, request.params.id);
      return reply.code(204).send(null);
    },
  );
  app.post(
    `${URL}/:id/restore`,
    {
      ...base,
      schema: {
        tags,
        security: bearerSecurity,
        params: positiveIdParamsSchema,
        response: { 200: educationItemResponseSchema },
      },
    },
    async (request) => ({ data: await restoreEducationEntry(deps, currentUser(request).userId, request.params.id) }),
  );
}
