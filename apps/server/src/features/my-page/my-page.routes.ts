import type { FastifyInstance } from 'fastify';
import { myPagePaint } from './my-page-paint.ts';

/**
 * MyPage (`/` for a signed-in applicant, spec §2) painted by the server for them (ADR 0048). Its
 * sections come from the profile, approaches and notices features, so it is a feature of its own
 * that none of them imports. It has no API of its own: the page asks each feature's.
 */
export async function myPageRoutes(app: FastifyInstance) {
  const { deps } = app;
  app.firstPaint?.provideSignedIn('/', ({ locale, userId }) => myPagePaint(deps, locale, userId));
}
