import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance, type FastifyLoggerOptions } from 'fastify';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { Locale } from '@hashi/shared/constants';
import { ErrorCode } from '@hashi/shared/error-codes';
import { AppError } from '../errors.ts';
import type { Deps } from '../deps.ts';
import { localeFromHeaders, t } from '../i18n/locale.ts';
import { precompressedStatic, registerCompression } from './compression.ts';
import { errorHandler } from './error-handler.ts';
import { type FirstPaint, loadFirstPaint } from './first-paint.ts';
import { refuseNulCharacters } from './nul-guard.ts';
import { registerMetrics } from '../metrics/metrics.ts';
import { runForRequest } from '../logging/request-context.ts';
import { OneLineRequestLog, requestLogOptions } from './request-log.ts';
import { registerReadYourWrites } from './read-your-writes.ts';
import { registerSecurityHeaders } from './security-headers.ts';

declare module 'fastify' {
  interface FastifyInstance {
    deps: Deps;
    /** The built web app's index.html, or null when the web app is not built (API only). */
    webIndexFile: string | null;
    /** The server-rendered first paint of public pages (ADR 0038), or null without the web app's SSR build. */
    firstPaint: FirstPaint | null;
  }
  interface FastifyRequest {
    locale: Locale;
  }
}

export type App = FastifyInstance;

const here = path.dirname(fileURLToPath(import.meta.url));
/** What a request id from outside may look like: a UUID, a trace id, a balancer's counter. */
const REQUEST_ID = /^[\w.:-]{1,128}$/;
const DEFAULT_WEB_DIST = path.resolve(here, '../../../../web/dist');

export interface HttpAppOptions {
  logger?: boolean;
  /**
   * Where log lines go (default: pino's stdout): main.ts passes one that cannot block or throw
   * (platform/logging), a test one it reads.
   */
  logStream?: FastifyLoggerOptions['stream'];
  /** The features' routes; the composition root (src/app/) passes them in, so platform imports no feature. */
  registerRoutes: (app: App) => Promise<void>;
}

export async function buildHttpApp(deps: Deps, options: HttpAppOptions): Promise<App> {
  const { config } = deps;
  const app = Fastify({
    logger: options.logger === false ? false : requestLogOptions(config, options.logStream),
    logController: new OneLineRequestLog(),
    bodyLimit: 1_048_576,
    trustProxy: config.TRUST_PROXY,
    // A load balancer's X-Request-Id is kept when it looks like one (it is logged and stored with
    // the jobs a request enqueues); anything else gets a fresh UUID.
    requestIdHeader: false,
    genReqId: (req) => {
      const given = req.headers['x-request-id'];
      return typeof given === 'string' && REQUEST_ID.test(given) ? given : randomUUID();
    },
    // A request that comes while the app closes gets the API's own 503 (below), not Fastify's.
    return503OnClosing: false,
    forceCloseConnections: false,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('deps', deps);
  app.decorateRequest('locale', 'en' as Locale);
  // Closing (SIGTERM, after the drain): a request that still comes, on a connection that was busy when
  // closing began, is refused in the API's shape and the user's language; Fastify closes the connection.
  let closing = false;
  app.addHook('preClose', (done) => {
    closing = true;
    done();
  });
  app.addHook('onRequest', async (request, reply) => {
    request.locale = localeFromHeaders(request.headers);
    reply.header('x-request-id', request.id);
    if (closing) throw new AppError(ErrorCode.ServiceUnavailable, { headers: { 'retry-after': '1' } });
  });
  // What a request does on its own behalf, the jobs it enqueues included, knows its id
  // (request-context.ts). Entered again once the body is read: its stream's events run outside.
  app.addHook('onRequest', (request, _reply, done) => runForRequest(request.id, done));
  app.addHook('preHandler', (request, _reply, done) =>
    runForRequest(request.id, done, request.auth?.kind === 'user' ? request.auth.userId : undefined),
  );
  app.setErrorHandler(errorHandler);
  app.addHook('preValidation', refuseNulCharacters);

  registerSecurityHeaders(app, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        // A video interview's take is played back from the browser's memory (a blob: URL) before it is uploaded.
        mediaSrc: ["'self'", 'blob:'],
        connectSrc: ["'self'"],
        frameAncestors: ["'none'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        upgradeInsecureRequests: config.isProduction ? [] : null,
      },
    },
    // Pages on this site see where on it the visitor came from ("Back to search" on a posting the
    // server painted); other sites see nothing, as before (helmet's default is no-referrer).
    referrerPolicy: { policy: 'same-origin' },
    hsts: config.isProduction ? { maxAge: 31_536_000, includeSubDomains: true } : false,
  });
  // Before any route: it hooks each route as it is added (issue 16).
  await registerCompression(app);

  await app.register(swagger, {
    openapi: {
      info: { title: 'Hashi API', version: '1.0.0', description: 'The API of the Hashi applicant app.' },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, {
    routePrefix: '/api/docs',
    // swagger-ui's inline scripts need their own policy on its pages only.
    staticCSP: true,
    transformSpecificationClone: true,
  });

  const webDist = config.WEB_DIST_DIR ? path.resolve(config.WEB_DIST_DIR) : DEFAULT_WEB_DIST;
  const hasWeb = existsSync(path.join(webDist, 'index.html'));
  // Pages that answer the web app with their own head (titles, structured data: ADR 0032) read it.
  app.decorate('webIndexFile', hasWeb ? path.join(webDist, 'index.html') : null);
  const ssrEntry = config.WEB_SSR_ENTRY
    ? path.resolve(config.WEB_SSR_ENTRY)
    : path.join(webDist, '..', 'dist-ssr', 'entry-server.js');
  app.decorate('firstPaint', hasWeb ? loadFirstPaint(ssrEntry, app.log) : null);

  // Before every route: its request histogram sees them all.
  registerMetrics(app, deps);
  registerReadYourWrites(app, deps);
  await options.registerRoutes(app);
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: webDist,
      wildcard: false,
      index: false,
      maxAge: '1y',
      immutable: true,
      ...precompressedStatic,
    });
  }

  app.setNotFoundHandler((request, reply) => {
    const isApi = /^\/(api|oauth|dev|healthz|readyz|metrics)(\/|$|\?)/.test(request.url);
    if (!isApi && hasWeb && (request.method === 'GET' || request.method === 'HEAD')) {
      // The web app routes every other path itself (its 404 page included).
      return reply.header('cache-control', 'no-cache').sendFile('index.html', { maxAge: 0, immutable: false });
    }
    return reply.status(404).send({ message: t(request.locale, 'errors.not_found'), code: ErrorCode.NotFound });
  });

  return app;
}
