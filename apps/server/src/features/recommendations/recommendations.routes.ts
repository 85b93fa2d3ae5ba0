import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { recommendationRequestSchema, recommendationResponseSchema } from '@hashi/shared/recommendation.schema';
import { currentUser, requireApplicant } from '../../platform/auth/guards.ts';
import { recommendJobPostings } from './recommendations.service.ts';
import { bearerSecurity, noBodyAsEmpty } from '../../platform/http/route-helpers.ts';
import { readMayLag } from '../../platform/db/replica.ts';

const tags = ['recommendations'];

/** Recommended jobs (spec §7 job-postings/recommended; issue 4): applicants only, scored on their profile. */
export async function recommendationsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { deps } = app;

  app.post(
    '/api/v1/job-postings/recommended',
    {
      onRequest: requireApplicant,
      config: { readOnly: true },
      preValidation: noBodyAsEmpty,
      schema: {
        tags,
        security: bearerSecurity,
        body: recommendationRequestSchema,
        response: { 200: recommendationResponseSchema },
      },
    },
    async (request) =>
      readMayLag(deps, (reading) =>
        recommendJobPostings(reading, request.locale, currentUser(request).userId, request.body),
      ),
  );
}
