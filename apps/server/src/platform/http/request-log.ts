import { type FastifyLoggerOptions, type FastifyReply, type FastifyRequest, LogController } from 'fastify';
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

/**
 * One line a request, written once it is answered: the request (`req`, its URL redacted), the status
 * (`res`), the time taken and the request id. Fastify's own controller writes two, the request as it
 * comes and then its answer: twice the log's volume, and a share of every request's CPU (the
 * cluster benchmark's profile, bench/RESULTS.md). A request still running is not in the log until it
 * ends; errors, aborted streams and refusals while closing are logged as Fastify does.
 */
export class OneLineRequestLog extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    if (this.isLogDisabled(request)) return;
    if (error) {
      reply.log.error({ req: request, res: reply, err: error, responseTime: reply.elapsedTime }, 'request errored');
    } else {
      reply.log.info({ req: request, res: reply, responseTime: reply.elapsedTime }, 'request completed');
    }
  }
}
