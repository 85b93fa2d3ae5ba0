import type { FastifyReply, FastifyRequest } from 'fastify';

/** True when an If-None-Match header names `etag` (weak or strong, in a list, or `*`). */
function matches(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  const bare = (t: string) => t.trim().replace(/^W\//, '');
  return header.split(',').some((t) => t.trim() === '*' || bare(t) === bare(etag));
}

/**
 * Lets the browser keep a GET answer that changes rarely (reference lists) for `maxAgeSeconds`,
 * then revalidate it by ETag. `private`: the call carries a bearer token. The answer depends on
 * the request's language, hence Vary. Returns true when the client's copy is current: answer 304
 * with no body.
 */
export function clientCacheIsFresh(
  request: FastifyRequest,
  reply: FastifyReply,
  etag: string,
  maxAgeSeconds = 3600,
): boolean {
  reply
    .header('cache-control', `private, max-age=${maxAgeSeconds}`)
    .header('etag', etag)
    .header('vary', 'X-Localization, Accept-Language');
  return matches(request.headers['if-none-match'], etag);
}
