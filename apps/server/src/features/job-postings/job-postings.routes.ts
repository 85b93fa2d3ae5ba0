import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { jobPostingDetailQuerySchema, jobPostingDetailResponseSchema } from '@hashi/shared/job-posting.schema';
import { requireClient } from '../../platform/auth/guards.ts';
import { postingDetails, viewerOf } from './job-postings.service.ts';
import { postingPage } from './posting-page.ts';
import { PostingViews } from './posting-views.ts';
import { apiAnswer, explicitLocale, pageLocale, sendSpaPage } from '../../platform/http/spa-page.ts';
import { appLocale, sameSiteReferrer } from '../../platform/http/first-paint.ts';
import { bearerSecurity } from '../../platform/http/route-helpers.ts';

const tags = ['job-postings'];

/** Job posting details (spec §7 job postings). Guests read with the app token, users with theirs. */
export async function jobPostingsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { deps } = app;
  const views = new PostingViews(deps.db, deps.config.POSTING_VIEWS_FLUSH_SECONDS * 1000, app.log);
  app.addHook('onClose', () => views.close());

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
    async (request) => postingDetails(deps, views, viewerOf(request.auth), request.locale, request.query.id),
  );

  // The public job page (ADR 0032): the web app, with the posting's own head in the first response,
  // and the posting itself painted by the server (ADR 0038).
  const { webIndexFile: indexFile, firstPaint } = app;
  if (indexFile) {
    app.get('/search/:id', { schema: { hide: true } }, async (request, reply) => {
      const { id } = request.params as { id: string };
      const { status, head } = await postingPage(deps, id, pageLocale(request), explicitLocale(request) !== null);
      let paint = null;
      if (firstPaint && status === 200) {
        const locale = appLocale(request, `/search/${id}`);
        // As the page's own query would ask: the guest's details call, view counted (spec §7).
        const detail = apiAnswer(
          jobPostingDetailResponseSchema,
          await postingDetails(deps, views, { kind: 'guest' }, locale, Number(id)),
        );
        // "Back to search" returns to the search the guest came from, even before the app is live.
        paint = await firstPaint.render(
          request.url,
          locale,
          { jobDetail: detail.data },
          false,
          sameSiteReferrer(request),
        );
      }
      return sendSpaPage(indexFile, reply, head, status, paint);
    });
  }
}
