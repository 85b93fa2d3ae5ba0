import type { FastifyInstance } from 'fastify';
import { accessRoutesRoutes } from '../../features/access-routes/access-routes.routes.ts';
import { accountDeletionRoutes } from '../../features/account-deletion/account-deletion.routes.ts';
import { achievementsRoutes } from '../../features/achievements/achievements.routes.ts';
import { authRoutes } from '../../features/auth/auth.routes.ts';
import { cvParseRoutes } from '../../features/cv-parse/cv-parse.routes.ts';
import { basicInformationRoutes } from '../../features/basic-information/basic-information.routes.ts';
import { careerRoutes } from '../../features/career/career.routes.ts';
import { devMailRoutes } from '../../features/dev-mail/dev-mail.routes.ts';
import { educationsRoutes } from '../../features/educations/educations.routes.ts';
import { emailChangeRoutes } from '../../features/email-change/email-change.routes.ts';
import { experiencesRoutes } from '../../features/experiences/experiences.routes.ts';
import { healthRoutes } from '../../features/health/health.routes.ts';
import { languagesRoutes } from '../../features/languages/languages.routes.ts';
import { mastersRoutes } from '../../features/masters/masters.routes.ts';
import { passwordRoutes } from '../../features/password/password.routes.ts';
import { skillsRoutes } from '../../features/skills/skills.routes.ts';
import { preferencesRoutes } from '../../features/preferences/preferences.routes.ts';
import { profileRoutes } from '../../features/profile/profile.routes.ts';
import { signupRoutes } from '../../features/signup/signup.routes.ts';
import { socialRoutes } from '../../features/social/social.routes.ts';

/** Every feature's routes, in one list: add a feature here when it lands. */
export async function registerFeatures(app: FastifyInstance): Promise<void> {
  await app.register(healthRoutes);
  await app.register(authRoutes);
  await app.register(signupRoutes);
  await app.register(passwordRoutes);
  await app.register(emailChangeRoutes);
  await app.register(accountDeletionRoutes);
  await app.register(socialRoutes);
  await app.register(accessRoutesRoutes);
  await app.register(mastersRoutes);
  await app.register(cvParseRoutes);
  await app.register(experiencesRoutes);
  await app.register(educationsRoutes);
  await app.register(skillsRoutes);
  await app.register(profileRoutes);
  await app.register(basicInformationRoutes);
  await app.register(preferencesRoutes);
  await app.register(achievementsRoutes);
  await app.register(languagesRoutes);
  await app.register(careerRoutes);
  if (!app.deps.config.isProduction) await app.register(devMailRoutes);
}
