import type { Database } from '../../platform/db/database.ts';
import type { Deps } from '../../platform/deps.ts';
import type { JobDefinition } from '../../platform/jobs/runner.ts';
import {
  deleteEndedSessions,
  deleteExpiredRefreshTokens,
  deleteExpiredUserTokens,
} from './token-cleanup.repository.ts';

export const TOKEN_CLEANUP_JOB = 'auth.token-cleanup';
const HOUR = 3_600_000;
/** How often the clean-up runs. */
export const TOKEN_CLEANUP_EVERY_MS = HOUR;
/**
 * How long past its expiry a row is kept (ADR 0002). Nothing accepts an expired row, so this only
 * keeps the answer to a late caller as it was (`token_expired`, not `token_invalid`) for a while,
 * and leaves clock skew between processes no room to matter.
 */
export const TOKEN_CLEANUP_MARGIN_MS = 7 * 24 * HOUR;

export interface TokenCleanupResult {
  sessions: number;
  refreshTokens: number;
  userTokens: number;
}

/**
 * Deletes sessions, refresh tokens and one-time link tokens that expired more than the margin ago.
 * Sessions first: a session whose every refresh token expired is over (its last access token expired
 * before its last refresh token); deleting it takes its rotated tokens too. A live session keeps its
 * unexpired rotated tokens, which reuse detection needs; its expired ones answer only
 * `token_expired`, so they go after the margin.
 */
export async function cleanUpExpiredTokens(db: Database, now: Date): Promise<TokenCleanupResult> {
  const cutoff = new Date(now.getTime() - TOKEN_CLEANUP_MARGIN_MS);
  const sessions = await deleteEndedSessions(db, cutoff);
  const refreshTokens = await deleteExpiredRefreshTokens(db, cutoff);
  const userTokens = await deleteExpiredUserTokens(db, cutoff);
  return { sessions, refreshTokens, userTokens };
}

/** The background jobs of this feature (src/app/background-jobs.ts). */
export function tokenCleanupJobs(deps: Deps): JobDefinition[] {
  return [
    {
      name: TOKEN_CLEANUP_JOB,
      everyMs: TOKEN_CLEANUP_EVERY_MS,
      handle: async () => {
        await cleanUpExpiredTokens(deps.db, deps.now());
      },
    },
  ];
}
