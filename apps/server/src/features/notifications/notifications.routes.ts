import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { recordIdParamsSchema } from '@hashi/shared/api.schema';
import {
  notificationListQuerySchema,
  notificationListResponseSchema,
  notificationReadResponseSchema,
  notificationResponseSchema,
} from '@hashi/shared/notification.schema';
import { currentUser, requireApplicant } from '../../platform/auth/guards.ts';
import { bearerSecurity } from '../../platform/http/route-helpers.ts';
import { notificationList, openNotification, readNotifications } from './notifications.service.ts';

const tags = ['notifications'];
const me = (request: FastifyRequest) => currentUser(request).userId;

/** The applicant's notifications (spec §3, §7 notification/all; issue 11; ADR 0024). Applicants only. */
export async function notificationsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { deps } = app;
  const base = { onRequest: requireApplicant };
  const schema = { tags, security: bearerSecurity };

  app.get(
    '/api/v2/customer/notifications',
    {
      ...base,
      schema: {
        ...schema,
        querystring: notificationListQuerySchema,
        response: { 200: notificationListResponseSchema },
      },
    },
    async (request) => notificationList(deps, request.locale, me(request), request.query),
  );
  app.get(
    '/api/v2/customer/notifications/:id',
    { ...base, schema: { ...schema, params: recordIdParamsSchema, response: { 200: notificationResponseSchema } } },
    async (request) => openNotification(deps, request.locale, me(request), request.params.id),
  );
  app.post(
    '/api/v2/customer/notifications/:id/read',
    { ...base, schema: { ...schema, params: recordIdParamsSchema, response: { 200: notificationReadResponseSchema } } },
    async (request) => readNotifications(deps, me(request), request.params.id),
  );
  app.post(
    '/api/v2/customer/notifications/read-all',
    { ...base, schema: { ...schema, response: { 200: notificationReadResponseSchema } } },
    async (request) => readNotifications(deps, me(request)),
  );
}
