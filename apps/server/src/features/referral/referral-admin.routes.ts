import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { recordIdParamsSchema } from '@hashi/shared/api.schema';
import {
  adminCampaignListResponseSchema,
  adminCampaignResponseSchema,
  adminListQuerySchema,
  adminRewardListResponseSchema,
  adminRewardResponseSchema,
  campaignInputSchema,
  giftCodePoolResponseSchema,
  giftCodeUploadResponseSchema,
  giftCodeUploadSchema,
  voidRewardSchema,
} from '@hashi/shared/referral.schema';
import { currentUser, requireAdmin } from '../../platform/auth/guards.ts';
import { bearerRoutes } from '../../platform/http/route-helpers.ts';
import {
  codePool,
  createCampaign,
  listCampaigns,
  listRewards,
  showCampaign,
  updateCampaign,
  uploadCodes,
  voidReward,
} from './referral-admin.service.ts';

const route = bearerRoutes(requireAdmin, ['admin']);
const base = '/api/v1/admin';

/** Campaigns, the gift-code pool and the reward ledger, for admins (ADR 0030). */
export async function referralAdminRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { deps } = app;

  app.get(
    `${base}/campaigns`,
    route({ querystring: adminListQuerySchema, response: { 200: adminCampaignListResponseSchema } }),
    async (request) => listCampaigns(deps, request.query),
  );
  app.post(
    `${base}/campaigns`,
    route({ body: campaignInputSchema, response: { 201: adminCampaignResponseSchema } }),
    async (request, reply) => reply.status(201).send(await createCampaign(deps, request.body)),
  );
  app.get(
    `${base}/campaigns/:id`,
    route({ params: recordIdParamsSchema, response: { 200: adminCampaignResponseSchema } }),
    async (request) => showCampaign(deps, request.params.id),
  );
  app.put(
    `${base}/campaigns/:id`,
    route({ params: recordIdParamsSchema, body: campaignInputSchema, response: { 200: adminCampaignResponseSchema } }),
    async (request) => updateCampaign(deps, request.params.id, request.body),
  );

  app.get(`${base}/gift-codes`, route({ response: { 200: giftCodePoolResponseSchema } }), async () => codePool(deps));
  app.post(
    `${base}/gift-codes`,
    route({ body: giftCodeUploadSchema, response: { 201: giftCodeUploadResponseSchema } }),
    async (request, reply) =>
      reply.status(201).send(await uploadCodes(deps, currentUser(request).userId, request.body)),
  );

  app.get(
    `${base}/rewards`,
    route({ querystring: adminListQuerySchema, response: { 200: adminRewardListResponseSchema } }),
    async (request) => listRewards(deps, request.query),
  );
  app.post(
    `${base}/rewards/:id/void`,
    route({ params: recordIdParamsSchema, body: voidRewardSchema, response: { 200: adminRewardResponseSchema } }),
    async (request) => voidReward(deps, currentUser(request).userId, request.params.id, request.body.reason),
  );
}
