import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  appliesPageSchema,
  approachItemResponseSchema,
  approachListResponseSchema,
  approachPageSchema,
  idParamsSchema,
  pinResponseRequestSchema,
} from '@hashi/shared/approach.schema';
import { currentUser, requireApplicant } from '../../platform/auth/guards.ts';
import { markPin, respondToPin } from './approach-actions.service.ts';
import { approachList } from './approaches.service.ts';
import { bearerRoutes, noBodyAsEmpty } from '../../platform/http/route-helpers.ts';

const route = bearerRoutes(requireApplicant, ['approach']);
const BASE = '/api/v1/approach-lists/applicants';

/**
 * Spec §7 v1 approach-lists (company pins and matches, as the applicant sees them) and the paged
 * `interests/search`, `applies/search` (applies 6 per page, spec §9). Applicants only.
 */
export async function approachListsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { deps } = app;
  const me = (request: FastifyRequest) => currentUser(request).userId;

  for (const list of ['pins', 'matches'] as const) {
    app.get(
      `${BASE}/${list}`,
      route({ querystring: approachPageSchema, response: { 200: approachListResponseSchema } }),
      async (request) => approachList(deps, request.locale, me(request), list, request.query),
    );
  }

  app.post(
    `${BASE}/pin-response`,
    route({ body: pinResponseRequestSchema, response: { 200: approachItemResponseSchema } }),
    async (request) =>
      respondToPin(
        deps,
        request.locale,
        me(request),
        request.body.id,
        request.body.response === 'like' ? 'liked' : 'know_more',
      ),
  );

  for (const mark of ['read-match', 'read-pin', 'visible-pin', 'hidden-pin'] as const) {
    app.put(
      `${BASE}/mark-as-${mark}/:id`,
      route({ params: idParamsSchema, response: { 200: approachItemResponseSchema } }),
      async (request) => markPin(deps, request.locale, me(request), request.params.id, mark),
    );
  }

  const searches = [
    ['interests', approachPageSchema],
    ['applies', appliesPageSchema],
  ] as const;
  for (const [list, body] of searches) {
    app.post(
      `/api/v1/${list}/search`,
      route({ body, response: { 200: approachListResponseSchema } }, { preValidation: noBodyAsEmpty }),
      async (request) => approachList(deps, request.locale, me(request), list, request.body),
    );
  }
}
