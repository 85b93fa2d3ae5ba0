import { verifyPassword } from '../../platform/auth/passwords.ts';
import type { User } from '../../platform/db/schema.ts';
import type { Deps } from '../../platform/deps.ts';
import { MINUTE, type RateLimitRule } from '../../platform/rate-limit/limiter.ts';

/**
 * Wrong current passwords per account (change password, change e-mail): a stolen session must not
 * become a way to guess the password, so the account pauses these checks after a few misses.
 */
export const CURRENT_PASSWORD_FAILURES: RateLimitRule = { limit: 10, windowMs: 15 * MINUTE };

/**
 * Checks the password a signed-in user re-enters to confirm a sensitive change. Answers false when
 * it is wrong (the caller reports it under its field); throws 429 once the account is paused.
 */
export async function checkCurrentPassword(
  deps: Deps,
  user: Pick<User, 'id' | 'password_hash'>,
  password: string,
): Promise<boolean> {
  const key = `current-password:fail:${user.id}`;
  await deps.limiter.check(key, CURRENT_PASSWORD_FAILURES);
  if (await verifyPassword(user.password_hash, password)) {
    await deps.limiter.reset(key);
    return true;
  }
  await deps.limiter.record(key, CURRENT_PASSWORD_FAILURES);
  return false;
}
