import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { notificationSummarySchema } from '@hashi/shared/notification.schema';
import { currentUser, requireApplicant } from '../../platform/auth/guards.ts';
import { bearerSecurity } from '../../platform/http/route-helpers.ts';
import { notificationSummary } from './notification-summary.ts';
import { applicantShell } from './shell-paint.ts';

/**
 * GET /api/v2/customer/notification/all (spec §3 Notifications, §7; issue 11): what the shell's bell
 * and badges show, in one answer — unread messages, unread scouts and pins, the unread items and the
 * newest few. It gathers from three features, so it is a feature of its own that none of them imports;
 * for the same reason it provides the shell of a page painted for a signed-in applicant (ADR 0048).
 */
export async function bellRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { deps } = app;
  app.get(
    '/api/v2/customer/notification/all',
    {
      onRequest: requireApplicant,
      schema: { tags: ['notifications'], security: bearerSecurity, response: { 200: notificationSummarySchema } },
    },
    async (request) => notificationSummary(deps, request.locale, currentUser(request).userId),
  );

  // The shell of every page the server paints for a signed-in applicant (ADR 0048).
  app.firstPaint?.provideApplicantShell(({ userId, locale }) => applicantShell(deps, userId, locale));
}
