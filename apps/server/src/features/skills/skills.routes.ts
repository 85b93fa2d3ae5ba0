import type { FastifyInstance } from 'fastify';
import { recordIdParamsSchema } from '@hashi/shared/api.schema';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  positionExperienceItemSchema,
  positionExperienceSchema,
  positionExperienceSyncRequestSchema,
  skillItemSchema,
  skillSchema,
  skillSyncRequestSchema,
} from '@hashi/shared/profile-sections.schema';
import { currentUser, requireApplicant } from '../../platform/auth/guards.ts';
import { YEARS_LISTS, type YearsList } from './skills.repository.ts';
import { yearsDestroy, yearsIndex, yearsShow, yearsStore, yearsSync, yearsUpdate } from './skills.service.ts';
import { bearerSecurity } from '../../platform/http/route-helpers.ts';

const tags = ['applicant'];

interface ListRoutes {
  url: string;
  list: YearsList;
  item: z.ZodType<Record<string, number>>;
  entry: z.ZodType;
  sync: z.ZodType<Record<string, Array<Record<string, number>>>>;
  syncField: string;
}

const LISTS: ListRoutes[] = [
  {
    url: '/api/v1/applicant-skills',
    list: YEARS_LISTS.skills,
    item: skillItemSchema,
    entry: skillSchema,
    sync: skillSyncRequestSchema,
    syncField: 'applicant_skills',
  },
  {
    url: '/api/v1/applicant-position-experiences',
    list: YEARS_LISTS.positions,
    item: positionExperienceItemSchema,
    entry: positionExperienceSchema,
    sync: positionExperienceSyncRequestSchema,
    syncField: 'applicant_position_experiences',
  },
];

/** Skills and job roles with years of experience (spec §7): resource verbs and sync. */
export async function skillsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { deps } = app;
  const base = { onRequest: requireApplicant };

  for (const { url, list, item, entry, sync, syncField } of LISTS) {
    const one = z.object({ data: entry });
    const many = z.object({ data: z.array(entry) });
    const index = async (request: Parameters<typeof currentUser>[0]) =>
      yearsIndex(deps, list, currentUser(request).userId);
    app.get(url, { ...base, schema: { tags, security: bearerSecurity, response: { 200: many } } }, index);
    app.get(`${url}/search`, { ...base, schema: { tags, security: bearerSecurity, response: { 200: many } } }, index);
    app.post(
      `${url}/sync`,
      { ...base, schema: { tags, security: bearerSecurity, body: sync, response: { 200: many } } },
      async (request) => yearsSync(deps, list, currentUser(request).userId, request.body[syncField] ?? [], syncField),
    );
    app.get(
      `${url}/:id`,
      { ...base, schema: { tags, security: bearerSecurity, params: recordIdParamsSchema, response: { 200: one } } },
      async (request) => yearsShow(deps, list, currentUser(request).userId, request.params.id),
    );
    app.post(
      url,
      { ...base, schema: { tags, security: bearerSecurity, body: item, response: { 201: one } } },
      async (request, reply) =>
        reply.code(201).send(await yearsStore(deps, list, currentUser(request).userId, request.body)),
    );
    app.put(
      `${url}/:id`,
      {
        ...base,
        schema: { tags, security: bearerSecurity, params: recordIdParamsSchema, body: item, response: { 200: one } },
      },
      async (request) => yearsUpdate(deps, list, currentUser(request).userId, request.params.id, request.body),
    );
    app.delete(
      `${url}/:id`,
      {
        ...base,
        schema: { tags, security: bearerSecurity, params: recordIdParamsSchema, response: { 204: z.null() } },
      },
      async (request, reply) => {
        await yearsDestroy(deps, list, currentUser(request).userId, request.params.id);
        return reply.code(204).send(null);
      },
    );
  }
}
