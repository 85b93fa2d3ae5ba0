import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ping } from '../../platform/db/database.ts';

const HEALTHY = '{"status":"ok"}';
const ANSWERED_WITHIN_MS = 2000;
const statusSchema = z.object({ status: z.enum(['ok', 'unavailable']) });

export async function healthRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  /**
   * The process is up. Probed often by load balancers, so it skips what a browser needs (security
   * headers, schema serialisation): its body is a constant.
   */
  app.get(
    '/healthz',
    { logLevel: 'warn', config: { securityHeaders: false }, schema: { hide: true } },
    (_request, reply) => {
      reply.type('application/json').send(HEALTHY);
    },
  );
  /**
   * The process can serve: its database answers, and it is not stopping (a stopping one is drained
   * first). A query that completed in the last 2 s is the answer: under load a ping would wait in the
   * same busy pool, time out the balancer's check, and take a slow but working instance out (issue
   * 15's benchmark saw both instances taken out that way).
   */
  app.get(
    '/readyz',
    {
      logLevel: 'warn',
      config: { securityHeaders: false },
      schema: { hide: true, response: { 200: statusSchema, 503: statusSchema } },
    },
    async (_request, reply) => {
      const answering = app.deps.databaseAnsweredWithin?.(ANSWERED_WITHIN_MS) || (await ping(app.deps.db));
      const ok = !app.deps.draining?.() && answering;
      return reply.status(ok ? 200 : 503).send({ status: ok ? 'ok' : 'unavailable' });
    },
  );
}
