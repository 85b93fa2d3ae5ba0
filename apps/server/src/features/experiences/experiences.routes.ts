import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { paginationQuerySchema, recordIdParamsSchema } from '@hashi/shared/api.schema';
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
import { callerItemRoutes } from '../../platform/http/item-routes.ts';
import { bearerRoutes, noBodyAsEmpty } from '../../platform/http/route-helpers.ts';

const URL = '/api/v1/applicant-experiences';
const tags = ['applicant'];
const route = bearerRoutes(requireApplicant, tags);

/** Work experiences (spec §7 applicant-experiences) with the generic resource verbs and sync. */
export async function experiencesRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { deps } = app;

  // The list, and the simple search: the list's query string (spec §7), the applicant being the caller.
  for (const path of [URL, `${URL}/search`]) {
    app.get(
      path,
      route({ querystring: paginationQuerySchema, response: { 200: experienceListResponseSchema } }),
      async (request) => experiencePage(deps, currentUser(request).userId, request.query),
    );
  }
  app.post(
    `${URL}/search`,
    route(
      { body: experienceSearchRequestSchema, response: { 200: experienceListResponseSchema } },
      { preValidation: noBodyAsEmpty },
    ),
    async (request) => {
      const { page, per_page, is_current, keyword } = request.body;
      return experiencePage(deps, currentUser(request).userId, { page, per_page }, { isCurrent: is_current, keyword });
    },
  );
  app.post(
    `${URL}/sync`,
    route({ body: experienceSyncRequestSchema, response: { 200: experienceSyncResponseSchema } }),
    async (request) => syncExperiences(deps, currentUser(request).userId, request.body.experiences),
  );
  callerItemRoutes(app, {
    url: URL,
    tags,
    guard: requireApplicant,
    params: recordIdParamsSchema,
    body: experienceRequestSchema,
    itemResponse: experienceItemResponseSchema,
    show: showExperience,
    create: storeExperience,
    update: changeExperience,
    remove: destroyExperience,
  });
}
