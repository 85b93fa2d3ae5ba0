import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { jobPostingDetailQuerySchema, jobPostingDetailResponseSchema } from '@hashi/shared/job-posting.schema';
import { requireClient } from '../../platform/auth/guards.ts';
import { postingDetails, viewerOf } from './job-postings.service.ts';
import { postingPage } from './posting-page.ts';
import { explicitLocale, pageLocale, sendSpaPage } from '../../platform/http/spa-page.ts';
import { bearerSecurity } from '../../platform/http/route-helpers.ts';

const tags = ['job-postings'];

/** Job posting details (spec §7 job postings). Guests read with the app token, users with theirs. */
export async function jobPostingsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { deps } = app;

  app.get(
    '/api/v1/job-postings/details',
    {
      onRequest: requireClient,
      schema: {
        tags,
        security: bearerSecurity,
        querystring: jobPostingDetailQuerySchema,
        response: { 200: jobPostingDetailResponseSchema },
      },
    },
    async (request) => postingDetails(deps, viewerOf(request.auth), request.locale, request.query.id),
  );

  // The public job page (ADR 0032): the web app, with the posting's own head in the first response.
  const indexFile = app.webIndexFile;
  if (indexFile) {
    app.get('/search/:id', { schema: { hide: true } }, async (request, reply) => {
      const { id } = request.params as { id: string };
      const { status, head } = await postingPage(deps, id, pageLocale(request), explicitLocale(request) !== null);
      return sendSpaPage(indexFile, reply, head, status);
    });
  }
}
