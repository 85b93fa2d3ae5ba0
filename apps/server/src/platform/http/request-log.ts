import type { FastifyLoggerOptions, FastifyRequest } from 'fastify';
import type { Config } from '../config.ts';

/** What stands in the log for a secret taken out of a URL. */
export const REDACTED = '[redacted]';

/**
 * A path segment that looks like a secret: 32+ URL-safe characters mixing upper case, lower case
 * and digits (randomToken(), a JWT's parts). Slugs and ids are lower case or digits only.
 */
const SECRET_SEGMENT = /^(?=.*[A-Z])(?=.*[a-z])(?=.*\d)[\w.~-]{32,}$/;

/** Paths whose next segment opens a secret: a stored mail holds reset and verification links. */
const SECRET_AFTER = ['/dev/mail/'];

/**
 * A request URL fit for the log: every query value is replaced (reset, verification, invitation and
 * unsubscribe tokens, media link signatures travel there), the names kept so that a line still says
 * what was asked; path segments that look like secrets are replaced too (issue 16).
 */
export function redactUrl(url: string): string {
  const q = url.indexOf('?');
  const path = q === -1 ? url : url.slice(0, q);
  const prefix = SECRET_AFTER.find((p) => path.startsWith(p));
  const safePath = prefix
    ? `${prefix}${REDACTED}`
    : path
        .split('/')
        .map((segment) => (SECRET_SEGMENT.test(segment) ? REDACTED : segment))
        .join('/');
  if (q === -1) return safePath;
  const names = url
    .slice(q + 1)
    .split('&')
    .filter((pair) => pair !== '')
    .map((pair) => {
      const eq = pair.indexOf('=');
      return eq === -1 ? pair : `${pair.slice(0, eq)}=${REDACTED}`;
    });
  return `${safePath}?${names.join('&')}`;
}

/**
 * The request logger: the request line with secrets taken out of its URL, and the headers and body
 * fields that carry credentials redacted. `stream` is where the lines go (a test reads them).
 */
export function requestLogOptions(config: Config, stream?: FastifyLoggerOptions['stream']) {
  return {
    level: config.LOG_LEVEL,
    redact: ['req.headers.authorization', 'req.headers.cookie', 'body.password', 'body.token'],
    serializers: {
      req: (req: FastifyRequest) => ({
        method: req.method,
        url: redactUrl(req.url),
        host: req.host,
        remoteAddress: req.ip,
        remotePort: req.socket?.remotePort,
      }),
    },
    ...(stream ? { stream } : {}),
  };
}
