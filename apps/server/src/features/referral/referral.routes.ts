import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { currentCampaignsResponseSchema, referralResponseSchema } from '@hashi/shared/referral.schema';
import { currentUser, requireApplicant } from '../../platform/auth/guards.ts';
import { bearerRoutes } from '../../platform/http/route-helpers.ts';
import { currentCampaigns, referralPage } from './referral.service.ts';

const route = bearerRoutes(requireApplicant, ['referral']);

/** The applicant's referral page and the running campaigns (ADR 0030). Applicants only. */
export async function referralRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { deps } = app;

  app.get('/api/v1/referral', route({ response: { 200: referralResponseSchema } }), async (request) =>
    referralPage(deps, request.locale, currentUser(request).userId),
  );
  app.get('/api/v1/campaigns/current', route({ response: { 200: currentCampaignsResponseSchema } }), async (request) =>
    currentCampaigns(deps, request.locale),
  );
}
