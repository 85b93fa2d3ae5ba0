import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  itCertificateSearchRequestSchema,
  itCertificateSearchResponseSchema,
  MASTER_LIST_NAMES,
  type MasterListFilter,
  masterListFilterSchema,
  masterListPath,
  masterListResponseSchema,
  popularKeywordSearchRequestSchema,
  popularKeywordSearchResponseSchema,
} from '@hashi/shared/masters.schema';
import { requireClient } from '../../platform/auth/guards.ts';
import { clientCacheIsFresh } from '../../platform/http/client-cache.ts';
import { masterList, searchItCertificates, searchPopularKeywords } from './masters.service.ts';
import { bearerSecurity, noBodyAsEmpty } from '../../platform/http/route-helpers.ts';
import { readMayLag } from '../../platform/db/replica.ts';

/**
 * Reference lists (spec §7 masters and common service). Guests read them with the app token,
 * applicants with theirs. Lists are cached by the browser for an hour and revalidated by ETag.
 */
export async function mastersRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { deps } = app;

  for (const name of MASTER_LIST_NAMES) {
    const querystring = masterListFilterSchema(name);
    app.get(
      masterListPath(name),
      {
        onRequest: requireClient,
        schema: {
          tags: ['masters'],
          security: bearerSecurity,
          ...(querystring ? { querystring } : {}),
          // 304: the client's copy (If-None-Match) is current; no body.
          response: { 200: masterListResponseSchema(name), 304: z.null() },
        },
      },
      async (request, reply) => {
        const filter = (querystring ? request.query : {}) as MasterListFilter;
        const list = await masterList(deps, name, request.locale, filter);
        if (clientCacheIsFresh(request, reply, list.etag)) return reply.code(304).send(null);
        return { data: list.data };
      },
    );
  }

  app.post(
    '/api/v1/it-certificates/search',
    {
      onRequest: requireClient,
      preValidation: noBodyAsEmpty,
      schema: {
        tags: ['masters'],
        security: bearerSecurity,
        body: itCertificateSearchRequestSchema,
        response: { 200: itCertificateSearchResponseSchema },
      },
      config: { readOnly: true },
    },
    async (request) => readMayLag(deps, (reading) => searchItCertificates(reading, request.locale, request.body)),
  );

  app.post(
    '/api/v1/popular-keywords/search',
    {
      onRequest: requireClient,
      preValidation: noBodyAsEmpty,
      schema: {
        tags: ['masters'],
        security: bearerSecurity,
        body: popularKeywordSearchRequestSchema,
        response: { 200: popularKeywordSearchResponseSchema },
      },
      config: { readOnly: true },
    },
    async (request) => readMayLag(deps, (reading) => searchPopularKeywords(reading, request.locale, request.body)),
  );
}
