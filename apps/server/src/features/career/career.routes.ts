import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { careerRequestSchema, careerSchema } from '@hashi/shared/profile.schema';
import { currentUser, requireApplicant } from '../../platform/auth/guards.ts';
import { career, saveCareer } from './career.service.ts';
import { bearerSecurity } from '../../platform/http/route-helpers.ts';

const tags = ['applicant'];
const URL = '/api/v1/applicant-career';

/** Income and career summary of the caller (index, put). */
export async function careerRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { deps } = app;
  const base = { onRequest: requireApplicant };
  const one = z.object({ data: careerSchema });

  app.get(URL, { ...base, schema: { tags, security: bearerSecurity, response: { 200: one } } }, async (request) =>
    career(deps, currentUser(request).userId),
  );
  app.put(
    URL,
    { ...base, schema: { tags, security: bearerSecurity, body: careerRequestSchema, response: { 200: one } } },
    async (request) => saveCareer(deps, currentUser(request).userId, request.body),
  );
}
