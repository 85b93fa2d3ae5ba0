import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** `false`: the route sends no security headers (the load balancer's probes: ADR 0051). */
    securityHeaders?: boolean;
  }
}

/**
 * Helmet's headers (CSP, HSTS, referrer policy, …) on every response, from one middleware built at
 * start-up. `@fastify/helmet` built Helmet again, its CSP parsed again, on every request: about 4 %
 * of an API instance's CPU in the cluster benchmark (ADR 0051). The headers are the same.
 */
export function registerSecurityHeaders(app: FastifyInstance, options: HelmetOptions): void {
  const setHeaders = helmet(options);
  app.addHook('onRequest', (request, reply, done) => {
    if (request.routeOptions.config.securityHeaders === false) return done();
    setHeaders(request.raw, reply.raw, (error) => done(error instanceof Error ? error : undefined));
  });
}
