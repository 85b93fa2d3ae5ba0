import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  jobPostingCardListResponseSchema,
  jobSearchRequestSchema,
  jobSearchResponseSchema,
  myPageJobsRequestSchema,
  similarJobsQuerySchema,
} from '@hashi/shared/job-search.schema';
import { UserType } from '@hashi/shared/enums';
import { currentUser, requireApplicant, requireClient } from '../../platform/auth/guards.ts';
import { myPageJobPostings, searchJobPostings, similarJobPostings } from './job-search.service.ts';
import { bearerSecurity, noBodyAsEmpty } from '../../platform/http/route-helpers.ts';
import { apiAnswer, sendSpaPage } from '../../platform/http/spa-page.ts';
import { appLocale, type FirstPaintSource } from '../../platform/http/first-paint.ts';
import { readMayLag } from '../../platform/db/replica.ts';

const tags = ['job-search'];

/**
 * The job search (spec §7 customer-job-postings; ADR 0015). Search and similar postings are
 * public: guests call with the app token (/search), applicants with theirs (/jobs). The dashboard
 * list reads the applicant's preferences, so it needs an applicant.
 */
export async function jobSearchRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { deps } = app;

  // /search painted by the server (ADR 0038): the first page of results the page would ask for,
  // as a guest; a URL whose search the API would refuse is left to the browser (it shows why).
  // /jobs, the same search of a signed-in applicant, is painted for them alike (ADR 0048): the
  // results do not depend on who searches.
  const firstResults: FirstPaintSource = async ({ url, locale, renderer }) => {
    const request = renderer.jobSearchRequest(url);
    const parsed = jobSearchRequestSchema.safeParse(request);
    if (!parsed.success) return null;
    const found = await readMayLag(deps, (reading) => searchJobPostings(reading, locale, parsed.data));
    const response = apiAnswer(jobSearchResponseSchema, found);
    return { jobSearch: { request, response } };
  };
  const { firstPaint, webIndexFile: indexFile } = app;
  firstPaint?.provide('/search', firstResults);
  firstPaint?.provideSignedIn('/jobs', firstResults);
  if (indexFile) {
    app.get('/jobs', { schema: { hide: true } }, async (request, reply) => {
      const locale = appLocale(request, '/jobs');
      const paint = firstPaint ? await firstPaint.renderSignedIn(request, request.url, locale) : null;
      return sendSpaPage(indexFile, reply, locale, 200, paint, true);
    });
  }

  app.post(
    '/api/v1/customer-job-postings/search',
    {
      onRequest: requireClient,
      config: { readOnly: true },
      preValidation: noBodyAsEmpty,
      schema: {
        tags,
        security: bearerSecurity,
        body: jobSearchRequestSchema,
        response: { 200: jobSearchResponseSchema },
      },
    },
    async (request) => readMayLag(deps, (reading) => searchJobPostings(reading, request.locale, request.body)),
  );

  app.post(
    '/api/v1/customer-job-postings/my-page',
    {
      onRequest: requireApplicant,
      config: { readOnly: true },
      preValidation: noBodyAsEmpty,
      schema: {
        tags,
        security: bearerSecurity,
        body: myPageJobsRequestSchema,
        response: { 200: jobPostingCardListResponseSchema },
      },
    },
    async (request) =>
      readMayLag(deps, (reading) =>
        myPageJobPostings(reading, request.locale, currentUser(request).userId, request.body.limit),
      ),
  );

  app.get(
    '/api/v1/customer-job-postings/similar-to-applied',
    {
      onRequest: requireClient,
      schema: {
        tags,
        security: bearerSecurity,
        querystring: similarJobsQuerySchema,
        response: { 200: jobPostingCardListResponseSchema },
      },
    },
    async (request) => {
      const auth = request.auth;
      const applicantId = auth?.kind === 'user' && auth.userType === UserType.JobSeeker ? auth.userId : null;
      return readMayLag(deps, (reading) => similarJobPostings(reading, request.locale, request.query, applicantId));
    },
  );
}
