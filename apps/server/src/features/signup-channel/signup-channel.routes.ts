import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { channelAnswerSchema, channelStateResponseSchema } from '@hashi/shared/access-route-admin.schema';
import { currentUser, requireApplicant } from '../../platform/auth/guards.ts';
import { bearerRoutes } from '../../platform/http/route-helpers.ts';
import { answerChannel, channelState } from './signup-channel.service.ts';

const route = bearerRoutes(requireApplicant, ['applicant']);
const path = '/api/v1/applicants/channel';

/** The applicant's answer to "how did you hear of Hashi?" (ADR 0032). */
export async function signupChannelRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { deps } = app;

  app.get(path, route({ response: { 200: channelStateResponseSchema } }), async (request) =>
    channelState(deps, currentUser(request).userId),
  );

  app.put(path, route({ body: channelAnswerSchema, response: { 200: channelStateResponseSchema } }), async (request) =>
    answerChannel(deps, currentUser(request).userId, request.body),
  );
}
