import type { FastifyInstance } from 'fastify';
import type { Deps } from '../deps.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** A POST that only reads (a search): it does not count as its user's write (ADR 0050). */
    readOnly?: boolean;
  }
}

const READING_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Read-your-writes with a replica (ADR 0050): each request by a signed-in user that may have
 * written (any method but GET, HEAD and OPTIONS, unless its route says `readOnly`) marks them
 * before its answer goes out, so that their next requests, on any instance, read from the
 * primary until the replica has surely replayed the write. Failed requests mark too: a write may
 * have landed before the failure.
 */
export function registerReadYourWrites(app: FastifyInstance, deps: Deps): void {
  app.addHook('onSend', async (request, _reply, payload) => {
    const replica = deps.replica;
    if (!replica || request.auth?.kind !== 'user' || READING_METHODS.has(request.method)) return payload;
    if (request.routeOptions.config?.readOnly) return payload;
    await replica.marks.record(request.auth.userId);
    return payload;
  });
}
