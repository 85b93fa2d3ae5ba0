import type { FastifyInstance } from 'fastify';
import { authRoutes } from '../../features/auth/auth.routes.ts';
import { devMailRoutes } from '../../features/dev-mail/dev-mail.routes.ts';
import { healthRoutes } from '../../features/health/health.routes.ts';
import { signupRoutes } from '../../features/signup/signup.routes.ts';

/** Every feature's routes, in one list: add a feature here when it lands. */
export async function registerFeatures(app: FastifyInstance): Promise<void> {
  await app.register(healthRoutes);
  await app.register(authRoutes);
  await app.register(signupRoutes);
  if (!app.deps.config.isProduction) await app.register(devMailRoutes);
}
