import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { noticeListResponseSchema, pageQuerySchema } from '@hashi/shared/admin.schema';
import { requireApplicant } from '../../platform/auth/guards.ts';
import { publishedNotices } from './notices.service.ts';
import { bearerSecurity } from '../../platform/http/route-helpers.ts';
import { readMayLag } from '../../platform/db/replica.ts';

/** The applicants' notices (ADR 0019): job seekers only. */
export async function noticesRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { deps } = app;
  app.get(
    '/api/v1/notices',
    {
      onRequest: requireApplicant,
      schema: {
        tags: ['applicant'],
        security: bearerSecurity,
        querystring: pageQuerySchema,
        response: { 200: noticeListResponseSchema },
      },
    },
    async (request) => readMayLag(deps, (reading) => publishedNotices(reading, request.locale, request.query)),
  );
}
