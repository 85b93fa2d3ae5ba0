import type { FastifyReply, FastifyRequest, FastifySchema } from 'fastify';

/** The OpenAPI security of a route that takes a bearer token (app token or user token). */
export const bearerSecurity = [{ bearer: [] }];

/** A call without conditions or paging may come without a body: read it as `{}` (every default). */
export async function noBodyAsEmpty(request: FastifyRequest): Promise<void> {
  request.body ??= {};
}

/** A guard of `platform/auth/guards.ts` (or a feature's own), run on request. */
type Guard = (request: FastifyRequest, reply: FastifyReply) => Promise<void>;

/**
 * The options of routes behind one guard that takes a bearer token: `route(schema)` gives a route
 * the guard, the OpenAPI tags and the bearer security beside its own schema, and `preValidation`
 * where it has one (`noBodyAsEmpty`).
 */
export function bearerRoutes(onRequest: Guard, tags: string[]) {
  return <S extends FastifySchema>(schema: S, hooks: { preValidation?: typeof noBodyAsEmpty } = {}) => ({
    onRequest,
    ...hooks,
    schema: { tags, security: bearerSecurity, ...schema },
  });
}

/** Who is calling, as stored with a session (login, refresh, password reset). */
export function clientInfo(request: FastifyRequest): { ip: string; userAgent: string | undefined } {
  return { ip: request.ip, userAgent: request.headers['user-agent'] };
}
