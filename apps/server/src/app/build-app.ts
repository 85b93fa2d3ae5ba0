import type { Deps } from '../platform/deps.ts';
import { type App, buildHttpApp, type HttpAppOptions } from '../platform/http/app.ts';
import { registerFeatures } from './register-features.ts';

/** The whole HTTP app: the platform's Fastify instance with every feature's routes on it. */
export function buildApp(deps: Deps, options: Omit<HttpAppOptions, 'registerRoutes'> = {}): Promise<App> {
  return buildHttpApp(deps, { ...options, registerRoutes: registerFeatures });
}
