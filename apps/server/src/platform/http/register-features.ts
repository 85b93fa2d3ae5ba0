import type { FastifyInstance } from 'fastify';
import { authRoutes } from '../../features/auth/auth.routes.ts';
import { devMailRoutes } from '../../features/dev-mail/dev-mail.routes.ts';
import { healthRoutes } from '../../features/health/health.routes.ts';

/** Every feature's routes, in one list: add a feature here when it lands. */
export async function registerFeatures(app: FastifyInstance): Promise<void> {
  await app.register(healthRoutes);
  await app.register(authRoutes);
  if (!app.deps.config.isProduction) await app.register(devMailRoutes);
}
