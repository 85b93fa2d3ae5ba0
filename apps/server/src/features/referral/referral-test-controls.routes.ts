import type { FastifyInstance } from 'fastify';
import { ErrorCode } from '@hashi/shared/error-codes';
import { AppError } from '../../platform/errors.ts';
import { settleRewardsAsOf } from './reward-settlement.ts';

/**
 * Controls for end-to-end tests (ADR 0030 revision 1): registered only when TEST_CONTROLS is set,
 * which the config refuses in production (src/app/register-features.ts). Hidden from the API docs.
 *
 * `POST /test-controls/referral/settle { "at": ISO time }` runs the month-end reward settlement and
 * the reward mails it enqueued as of `at`, as the hourly sweep would at that moment.
 */
export async function referralTestControlsRoutes(app: FastifyInstance) {
  const { deps } = app;
  app.post('/test-controls/referral/settle', { schema: { hide: true } }, async (request) => {
    const raw = (request.body as { at?: unknown } | undefined)?.at;
    const at = typeof raw === 'string' ? new Date(raw) : undefined;
    if (!at || Number.isNaN(at.getTime())) throw new AppError(ErrorCode.BadRequest);
    return settleRewardsAsOf(deps, at, app.log);
  });
}
