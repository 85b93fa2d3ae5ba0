import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  companyConversationResponseSchema,
  companyThreadListQuerySchema,
  companyThreadListResponseSchema,
  conversationQuerySchema,
  conversationResponseSchema,
  messageResponseSchema,
  readThreadSchema,
  sendMessageSchema,
  threadCodeParamsSchema,
  threadListQuerySchema,
  threadListResponseSchema,
  unreadMessagesResponseSchema,
} from '@hashi/shared/messaging.schema';
import {
  reportMessageParamsSchema,
  reportMessageResponseSchema,
  reportMessageSchema,
} from '@hashi/shared/message-report.schema';
import { currentUser, requireApplicant } from '../../platform/auth/guards.ts';
import { bearerSecurity } from '../../platform/http/route-helpers.ts';
import { currentCompanyId, requireCompanyMember } from '../employer/company-member.guard.ts';
import {
  applicantConversation,
  applicantThreadList,
  companyConversation,
  companyThreadList,
  readThread,
  sendMessage,
  unreadMessages,
} from './messaging.service.ts';
import { reportMessage } from './message-reports.service.ts';
import type { Side } from './threads.repository.ts';

const applicantSide = (request: FastifyRequest): Side => ({
  kind: 'applicant',
  applicantId: currentUser(request).userId,
});
const companySide = (request: FastifyRequest): Side => ({ kind: 'company', companyId: currentCompanyId(request) });

/**
 * Messaging (issue 11, ADR 0023): the applicant's threads under `/api/v2/customer/messages`, the
 * company's under `/api/v1/employer/messages`. The same conversation rules on both sides; sending
 * answers 201 with the new message, or 200 with the stored one when the client id was seen.
 */
export async function messagingRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { deps } = app;

  for (const side of [
    { base: '/api/v2/customer/messages', tags: ['messages'], onRequest: requireApplicant, of: applicantSide },
    { base: '/api/v1/employer/messages', tags: ['employer'], onRequest: requireCompanyMember, of: companySide },
  ] as const) {
    const { base, tags, onRequest, of } = side;
    const schema = { tags, security: bearerSecurity };

    app.post(
      `${base}/threads/:code/messages`,
      {
        onRequest,
        schema: {
          ...schema,
          params: threadCodeParamsSchema,
          body: sendMessageSchema,
          response: { 200: messageResponseSchema, 201: messageResponseSchema },
        },
      },
      async (request, reply) => {
        const { message, created } = await sendMessage(
          deps,
          request.locale,
          of(request),
          currentUser(request).userId,
          request.params.code,
          request.body,
        );
        return reply.code(created ? 201 : 200).send({ data: message });
      },
    );

    app.post(
      `${base}/threads/:code/read`,
      {
        onRequest,
        schema: {
          ...schema,
          params: threadCodeParamsSchema,
          body: readThreadSchema,
          response: { 200: unreadMessagesResponseSchema },
        },
      },
      async (request) => readThread(deps, of(request), request.params.code, request.body.last_message_id),
    );

    // Reports a message of the other side (ADR 0026): 201 the first time, 200 with the same report after.
    app.post(
      `${base}/threads/:code/messages/:id/report`,
      {
        onRequest,
        schema: {
          ...schema,
          params: reportMessageParamsSchema,
          body: reportMessageSchema,
          response: { 200: reportMessageResponseSchema, 201: reportMessageResponseSchema },
        },
      },
      async (request, reply) => {
        const { created, data } = await reportMessage(
          deps,
          request.locale,
          of(request),
          currentUser(request).userId,
          request.params.code,
          request.params.id,
          request.body,
        );
        return reply.code(created ? 201 : 200).send({ data });
      },
    );

    app.get(
      `${base}/unread`,
      { onRequest, schema: { ...schema, response: { 200: unreadMessagesResponseSchema } } },
      async (request) => unreadMessages(deps, of(request)),
    );
  }

  app.get(
    '/api/v2/customer/messages/threads',
    {
      onRequest: requireApplicant,
      schema: {
        tags: ['messages'],
        security: bearerSecurity,
        querystring: threadListQuerySchema,
        response: { 200: threadListResponseSchema },
      },
    },
    async (request) => applicantThreadList(deps, request.locale, currentUser(request).userId, request.query),
  );
  app.get(
    '/api/v2/customer/messages/threads/:code',
    {
      onRequest: requireApplicant,
      schema: {
        tags: ['messages'],
        security: bearerSecurity,
        params: threadCodeParamsSchema,
        querystring: conversationQuerySchema,
        response: { 200: conversationResponseSchema },
      },
    },
    async (request) =>
      applicantConversation(deps, request.locale, currentUser(request).userId, request.params.code, request.query),
  );

  app.get(
    '/api/v1/employer/messages/threads',
    {
      onRequest: requireCompanyMember,
      schema: {
        tags: ['employer'],
        security: bearerSecurity,
        querystring: companyThreadListQuerySchema,
        response: { 200: companyThreadListResponseSchema },
      },
    },
    async (request) => companyThreadList(deps, request.locale, currentCompanyId(request), request.query),
  );
  app.get(
    '/api/v1/employer/messages/threads/:code',
    {
      onRequest: requireCompanyMember,
      schema: {
        tags: ['employer'],
        security: bearerSecurity,
        params: threadCodeParamsSchema,
        querystring: conversationQuerySchema,
        response: { 200: companyConversationResponseSchema },
      },
    },
    async (request) =>
      companyConversation(deps, request.locale, currentCompanyId(request), request.params.code, request.query),
  );
}
