import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  appliesPageSchema,
  approachItemResponseSchema,
  approachListResponseSchema,
  approachPageSchema,
  hasApproachRequestSchema,
  hasApproachResponseSchema,
  idParamsSchema,
  postingApproachResponseSchema,
  postingRequestSchema,
  readRequestSchema,
  scoutReplyRequestSchema,
  storeApplyRequestSchema,
  unreadResponseSchema,
} from '@hashi/shared/approach.schema';
import { recommendationResponseSchema } from '@hashi/shared/recommendation.schema';
import { currentUser, requireApplicant } from '../../platform/auth/guards.ts';
import {
  hidePosting,
  knowMore,
  replyToScout,
  savePosting,
  showPosting,
  storeApply,
} from './approach-actions.service.ts';
import type { ListName } from './approaches.repository.ts';
import { unsavePosting } from './unsave.service.ts';
import {
  approachList,
  hasApproach,
  postingApproach,
  readList,
  recommendList,
  unreadCounts,
} from './approaches.service.ts';
import { bearerRoutes } from '../../platform/http/route-helpers.ts';

const route = bearerRoutes(requireApplicant, ['approach']);
const BASE = '/api/v2/customer/approach';

/** The applicant's approach lists and actions (spec §7 approach v2; issue 5; ADR 0018). Applicants only. */
export async function approachesRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { deps } = app;
  const me = (request: FastifyRequest) => currentUser(request).userId;

  const lists: [string, ListName][] = [
    ['scouts', 'scouts'],
    ['interests', 'interests'],
    ['saves', 'saves'],
    ['hidden', 'hidden'],
  ];
  for (const [path, list] of lists) {
    app.get(
      `${BASE}/${path}`,
      route({ querystring: approachPageSchema, response: { 200: approachListResponseSchema } }),
      async (request) => approachList(deps, request.locale, me(request), list, request.query),
    );
  }
  app.get(
    `${BASE}/applies`,
    route({ querystring: appliesPageSchema, response: { 200: approachListResponseSchema } }),
    async (request) => approachList(deps, request.locale, me(request), 'applies', request.query),
  );

  app.get(
    `${BASE}/recommend`,
    route({ querystring: approachPageSchema, response: { 200: recommendationResponseSchema } }),
    async (request) => recommendList(deps, request.locale, me(request), request.query),
  );

  app.get(`${BASE}/unread`, route({ response: { 200: unreadResponseSchema } }), async (request) =>
    unreadCounts(deps, me(request)),
  );

  app.get(
    `${BASE}/job-posting/:id`,
    route({ params: idParamsSchema, response: { 200: postingApproachResponseSchema } }),
    async (request) => postingApproach(deps, request.locale, me(request), request.params.id),
  );

  app.post(
    `${BASE}/read`,
    route({ body: readRequestSchema, response: { 200: unreadResponseSchema } }),
    async (request) => readList(deps, me(request), request.body.list, request.body.approach_id),
  );

  const postingActions = [
    ['save', savePosting],
    ['unsave', unsavePosting],
    ['hide', hidePosting],
    ['visible', showPosting],
    ['know-more', knowMore],
  ] as const;
  for (const [path, action] of postingActions) {
    app.post(
      `${BASE}/${path}`,
      route({ body: postingRequestSchema, response: { 200: approachItemResponseSchema } }),
      async (request) => action(deps, request.locale, me(request), request.body.job_posting_id),
    );
  }

  app.post(
    `${BASE}/store-apply`,
    route({ body: storeApplyRequestSchema, response: { 201: approachItemResponseSchema } }),
    async (request, reply) => reply.code(201).send(await storeApply(deps, request.locale, me(request), request.body)),
  );

  app.post(
    `${BASE}/scout-reply`,
    route({ body: scoutReplyRequestSchema, response: { 200: approachItemResponseSchema } }),
    async (request) => replyToScout(deps, request.locale, me(request), request.body),
  );

  app.post(
    `${BASE}/has-approach`,
    route({ body: hasApproachRequestSchema, response: { 200: hasApproachResponseSchema } }),
    async (request) => hasApproach(deps, me(request), request.body.job_posting_ids),
  );
}
