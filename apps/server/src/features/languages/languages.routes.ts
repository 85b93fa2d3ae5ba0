import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { languageSectionRequestSchema } from '@hashi/shared/profile-sections.schema';
import { languageSectionSchema } from '@hashi/shared/profile.schema';
import { currentUser, requireApplicant } from '../../platform/auth/guards.ts';
import { languageSection, saveLanguageSection } from './languages.service.ts';
import { bearerSecurity } from '../../platform/http/route-helpers.ts';

const tags = ['applicant'];
const URL = '/api/v1/applicant-languages';

/** The language section of the caller (index, put). */
export async function languagesRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { deps } = app;
  const base = { onRequest: requireApplicant };
  const one = z.object({ data: languageSectionSchema });

  app.get(URL, { ...base, schema: { tags, security: bearerSecurity, response: { 200: one } } }, async (request) =>
    languageSection(deps, currentUser(request).userId),
  );
  app.put(
    URL,
    { ...base, schema: { tags, security: bearerSecurity, body: languageSectionRequestSchema, response: { 200: one } } },
    async (request) => saveLanguageSection(deps, currentUser(request).userId, request.body),
  );
}
