import type { FastifyRequest } from 'fastify';

/** The OpenAPI security of a route that takes a bearer token (app token or user token). */
export const bearerSecurity = [{ bearer: [] }];

/** A call without conditions or paging may come without a body: read it as `{}` (every default). */
export async function noBodyAsEmpty(request: FastifyRequest): Promise<void> {
  request.body ??= {};
}

/** Who is calling, as stored with a session (login, refresh, password reset). */
export function clientInfo(request: FastifyRequest): { ip: string; userAgent: string | undefined } {
  return { ip: request.ip, userAgent: request.headers['user-agent'] };
}
