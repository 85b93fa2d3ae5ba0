import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { messageResponseSchema } from '@hashi/shared/api.schema';
import {
  createSavedSearchRequestSchema,
  renameSavedSearchRequestSchema,
  savedSearchAlertRequestSchema,
  savedSearchIdParamsSchema,
  savedSearchListResponseSchema,
  savedSearchResponseSchema,
  unsubscribeQuerySchema,
  unsubscribeResponseSchema,
} from '@hashi/shared/saved-search.schema';
import { currentUser, requireApplicant } from '../../platform/auth/guards.ts';
import { AppError } from '../../platform/errors.ts';
import {
  createSavedSearch,
  deleteApplicantSavedSearch,
  listApplicantSavedSearches,
  renameApplicantSavedSearch,
  switchSavedSearchAlert,
} from './saved-searches.service.ts';
import { unsubscribePage } from './unsubscribe-page.ts';
import { unsubscribeSavedSearch } from './unsubscribe.service.ts';
import { bearerRoutes } from '../../platform/http/route-helpers.ts';

const tags = ['saved-searches'];
const route = bearerRoutes(requireApplicant, tags);
const URL = '/api/v1/saved-searches';
const wantsHtml = (request: FastifyRequest) => /text\/html/.test(String(request.headers.accept ?? ''));

/** Saved searches (spec §2 /my-search, §3, §5; ADR 0016). Paths in the style of spec §7. */
export async function savedSearchesRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { deps } = app;
  const me = (request: FastifyRequest) => currentUser(request).userId;

  app.get(URL, route({ response: { 200: savedSearchListResponseSchema } }), async (request) =>
    listApplicantSavedSearches(deps, me(request)),
  );

  app.post(
    URL,
    route({ body: createSavedSearchRequestSchema, response: { 201: savedSearchResponseSchema } }),
    async (request, reply) =>
      reply.code(201).send(await createSavedSearch(deps, me(request), request.locale, request.body)),
  );

  app.put(
    `${URL}/:id`,
    route({
      params: savedSearchIdParamsSchema,
      body: renameSavedSearchRequestSchema,
      response: { 200: savedSearchResponseSchema },
    }),
    async (request) =>
      renameApplicantSavedSearch(deps, me(request), request.locale, request.params.id, request.body.name),
  );

  app.put(
    `${URL}/:id/alert`,
    route({
      params: savedSearchIdParamsSchema,
      body: savedSearchAlertRequestSchema,
      response: { 200: savedSearchResponseSchema },
    }),
    async (request) =>
      switchSavedSearchAlert(deps, me(request), request.locale, request.params.id, request.body.alert_enabled),
  );

  app.delete(
    `${URL}/:id`,
    route({ params: savedSearchIdParamsSchema, response: { 200: messageResponseSchema } }),
    async (request) => deleteApplicantSavedSearch(deps, me(request), request.locale, request.params.id),
  );

  // The alert mail's link: no login, the signed token is the authority. A browser (Accept: text/html)
  // gets a small page in the applicant's language and the other one; anything else gets JSON.
  app.get(
    `${URL}/unsubscribe`,
    {
      schema: { tags, querystring: unsubscribeQuerySchema, response: { 200: unsubscribeResponseSchema } },
    },
    async (request, typedReply) => {
      if (!wantsHtml(request)) {
        const { applicantLocale: _, ...body } = await unsubscribeSavedSearch(deps, request.locale, request.query.token);
        return body;
      }
      // A page, not the JSON of the schema: strings are sent as they are.
      const reply = typedReply as unknown as FastifyReply;
      reply.header('cache-control', 'no-store').type('text/html; charset=utf-8');
      try {
        const result = await unsubscribeSavedSearch(deps, request.locale, request.query.token);
        return reply.send(unsubscribePage({ kind: 'done', name: result.data.name, locale: result.applicantLocale }));
      } catch (err) {
        if (!(err instanceof AppError)) throw err;
        const kind = err.status === 404 ? 'gone' : 'invalid';
        return reply.code(err.status).send(unsubscribePage({ kind, locale: request.locale }));
      }
    },
  );
}
