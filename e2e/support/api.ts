import { appUrl } from './app-server.ts';
import type { Lang } from './browser.ts';

const randomOctet = () => 1 + Math.floor(Math.random() * 250);

/** A client address of its own, sent as X-Forwarded-For: per-IP limits are for one client. */
export const randomClientAddress = () => `10.${randomOctet()}.${randomOctet()}.${randomOctet()}`;

/**
 * Calls the API as a client of its own (the server trusts the proxy header in the e2e setup), for
 * the preconditions the journeys need rather than test; throws on any answer but a 2xx.
 */
export async function apiCall<T>(lang: Lang, method: string, url: string, body?: unknown, token?: string): Promise<T> {
  const response = await fetch(`${appUrl()}${url}`, {
    method,
    headers: {
      // Fastify refuses a JSON content type without a body (PUT complete-step has none).
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      accept: 'application/json',
      'x-localization': lang,
      'x-forwarded-for': randomClientAddress(),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} ${url} failed: ${response.status} ${text}`);
  return (text ? JSON.parse(text) : null) as T;
}
