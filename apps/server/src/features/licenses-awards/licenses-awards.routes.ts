import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  awardSchema,
  awardSyncRequestSchema,
  licenseSchema,
  licenseSyncRequestSchema,
} from '@hashi/shared/profile-sections.schema';
import { currentUser, requireApplicant } from '../../platform/auth/guards.ts';
import { awards, licenses, syncAwards, syncLicenses } from './licenses-awards.service.ts';
import { bearerSecurity } from '../../platform/http/route-helpers.ts';

const tags = ['applicant'];
const LICENSES = '/api/v1/applicant-licenses';
const AWARDS = '/api/v1/applicant-awards';

/** Licenses and awards of the caller: index and sync (the license/award section saves its list whole). */
export async function licensesAwardsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { deps } = app;
  const base = { onRequest: requireApplicant };
  const licenseList = z.object({ data: z.array(licenseSchema) });
  const awardList = z.object({ data: z.array(awardSchema) });

  app.get(
    LICENSES,
    { ...base, schema: { tags, security: bearerSecurity, response: { 200: licenseList } } },
    async (request) => licenses(deps, currentUser(request).userId),
  );
  app.post(
    `${LICENSES}/sync`,
    {
      ...base,
      schema: { tags, security: bearerSecurity, body: licenseSyncRequestSchema, response: { 200: licenseList } },
    },
    async (request) => syncLicenses(deps, currentUser(request).userId, request.body.licenses),
  );
  app.get(
    AWARDS,
    { ...base, schema: { tags, security: bearerSecurity, response: { 200: awardList } } },
    async (request) => awards(deps, currentUser(request).userId),
  );
  app.post(
    `${AWARDS}/sync`,
    { ...base, schema: { tags, security: bearerSecurity, body: awardSyncRequestSchema, response: { 200: awardList } } },
    async (request) => syncAwards(deps, currentUser(request).userId, request.body.awards),
  );
}
