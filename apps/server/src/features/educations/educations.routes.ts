import type { FastifyInstance } from 'fastify';
import { recordIdParamsSchema } from '@hashi/shared/api.schema';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
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
import { callerItemRoutes } from '../../platform/http/item-routes.ts';
import { bearerRoutes } from '../../platform/http/route-helpers.ts';

const URL = '/api/v1/applicant-educations';
const tags = ['applicant'];
const route = bearerRoutes(requireApplicant, tags);
const withDeleted = (flag: string | undefined) => flag === 'true' || flag === '1';

/** Educations (spec §7 applicant-educations): resource verbs, sync, and restore of a removed entry. */
export async function educationsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { deps } = app;

  for (const path of [URL, `${URL}/search`]) {
    app.get(
      path,
      route({ querystring: educationIndexQuerySchema, response: { 200: educationListResponseSchema } }),
      async (request) => educationList(deps, currentUser(request).userId, withDeleted(request.query.include_deleted)),
    );
  }
  app.post(
    `${URL}/sync`,
    route({ body: educationSyncRequestSchema, response: { 200: educationListResponseSchema } }),
    async (request) => syncEducations(deps, currentUser(request).userId, request.body.educations),
  );
  callerItemRoutes(app, {
    url: URL,
    tags,
    guard: requireApplicant,
    params: recordIdParamsSchema,
    body: educationRequestSchema,
    itemResponse: educationItemResponseSchema,
    show: showEducation,
    create: storeEducation,
    update: changeEducation,
    remove: destroyEducation,
  });
  app.post(
    `${URL}/:id/restore`,
    route({ params: recordIdParamsSchema, response: { 200: educationItemResponseSchema } }),
    async (request) => ({ data: await restoreEducationEntry(deps, currentUser(request).userId, request.params.id) }),
  );
}
