import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { accessRouteSearchQuerySchema, accessRouteSearchResponseSchema } from '@hashi/shared/access-route.schema';
import { requireClient } from '../../platform/auth/guards.ts';
import { searchAccessRoutes } from './access-routes.service.ts';
import { bearerSecurity } from '../../platform/http/route-helpers.ts';

export async function accessRoutesRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { deps } = app;

  app.get(
    '/api/access-routes/search-by-field',
    {
      // Guests look it up while signing up, with the web app's client token (spec §4 tokens).
      onRequest: requireClient,
      schema: {
        tags: ['attribution'],
        security: bearerSecurity,
        querystring: accessRouteSearchQuerySchema,
        response: { 200: accessRouteSearchResponseSchema },
      },
    },
    async (request) => searchAccessRoutes(deps, request.query),
  );
}
