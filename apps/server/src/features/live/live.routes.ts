import type { ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import { UserType } from '@hashi/shared/enums';
import { ErrorCode } from '@hashi/shared/error-codes';
import { companyAudience, LIVE_STREAM_PATH, type LiveAudience, userAudience } from '@hashi/shared/live.schema';
import { currentUser, requireUser } from '../../platform/auth/guards.ts';
import { AppError } from '../../platform/errors.ts';
import { bearerSecurity } from '../../platform/http/route-helpers.ts';
import { companyOfMember } from '../employer/company-members.repository.ts';
import { parseLastEventId, serveEventStream } from './event-stream.ts';

/** Streams one user may hold on one instance: a tab each, with room for a few devices. */
const STREAMS_PER_USER = 12;

/**
 * GET /api/v1/live/stream (issue 11, ADR 0028): the signed-in user's server-sent events — their
 * own (`u:<id>`) and, for a company member, their company's (`c:<id>`). Authenticated with the
 * bearer header like every call (the web client reads the stream with fetch, not EventSource,
 * so no token ever travels in a URL).
 */
export async function liveRoutes(app: FastifyInstance) {
  const { deps } = app;
  const open = new Map<number, number>();
  const streams = new Set<ServerResponse>();
  // Streams never finish by themselves: end them so that closing the server does not wait on them
  // (clients reconnect to another instance with their Last-Event-ID).
  app.addHook('preClose', async () => {
    for (const res of streams) res.end();
  });

  app.get(
    LIVE_STREAM_PATH,
    {
      onRequest: requireUser,
      // Events must reach the browser one by one, never held in a compressor's buffer.
      compress: false,
      schema: {
        tags: ['live'],
        security: bearerSecurity,
        description: 'Server-sent events: message, read, notification, reset. Resumable with the Last-Event-ID header.',
      },
    },
    async (request, reply) => {
      const { userId, userType } = currentUser(request);
      const audiences: LiveAudience[] = [userAudience(userId)];
      if (userType === UserType.Company) {
        const companyId = await companyOfMember(deps.db, userId);
        if (companyId !== undefined) audiences.push(companyAudience(companyId));
      }
      const count = open.get(userId) ?? 0;
      if (count >= STREAMS_PER_USER) throw new AppError(ErrorCode.TooManyRequests);
      open.set(userId, count + 1);
      request.raw.on('close', () => {
        const left = (open.get(userId) ?? 1) - 1;
        if (left > 0) open.set(userId, left);
        else open.delete(userId);
      });

      reply.hijack();
      streams.add(reply.raw);
      reply.raw.on('close', () => streams.delete(reply.raw));
      await serveEventStream(deps, reply.raw, {
        audiences,
        lastEventId: parseLastEventId(request.headers['last-event-id']),
        endAfterMs: deps.config.ACCESS_TOKEN_TTL * 1000,
      });
    },
  );
}
