import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { messageResponseSchema } from '@hashi/shared/api.schema';
import { signupRequestSchema, verifyEmailRequestSchema, verifyEmailResponseSchema } from '@hashi/shared/auth.schema';
import { t } from '../../platform/i18n/locale.ts';
import { signup, verifyEmail } from './signup.service.ts';

export async function signupRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { deps } = app;

  app.post(
    '/api/v1/signup',
    { schema: { tags: ['auth'], body: signupRequestSchema, response: { 201: messageResponseSchema } } },
    async (request, reply) => {
      await signup(deps, { ...request.body, locale: request.body.locale ?? request.locale }, request.ip);
      return reply.status(201).send({ message: t(request.locale, 'auth.signup_sent') });
    },
  );

  app.post(
    '/api/v1/signup/verify',
    { schema: { tags: ['auth'], body: verifyEmailRequestSchema, response: { 200: verifyEmailResponseSchema } } },
    async (request) => {
      const { alreadyVerified } = await verifyEmail(deps, request.body.token, request.ip);
      return {
        message: t(request.locale, alreadyVerified ? 'auth.already_verified' : 'auth.verified'),
        already_verified: alreadyVerified,
      };
    },
  );
}
