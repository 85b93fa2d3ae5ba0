import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { notificationSummarySchema } from '@hashi/shared/notification.schema';
import { currentUser, requireApplicant } from '../../platform/auth/guards.ts';
import { bearerSecurity } from '../../platform/http/route-helpers.ts';
import { approachUnread } from '../approaches/unread.ts';
import { unreadMessageCount } from '../messaging/unread.ts';
import { recentNotifications } from '../notifications/recent.ts';

/**
 * GET /api/v2/customer/notification/all (spec §3 Notifications, §7; issue 11): what the shell's bell
 * and badges show, in one answer — unread messages, unread scouts and pins, the unread items and the
 * newest few. It gathers from three features, so it is a feature of its own that none of them imports.
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
    async (request) => {
      const userId = currentUser(request).userId;
      const [recent, approaches, messages] = await Promise.all([
        recentNotifications(deps, request.locale, userId),
        approachUnread(deps.db, userId),
        unreadMessageCount(deps.db, userId),
      ]);
      return {
        messages: { unread: messages },
        scouts: approaches.scouted,
        pinned: approaches.saved,
        unread: recent.unread,
        admin_notifications: recent.items,
      };
    },
  );
}
