import type { Faq } from '@hashi/shared/faq.schema';
import { isSessionLive } from '../../platform/auth/sessions.repository.ts';
import type { TokenClaims } from '../../platform/auth/tokens.ts';
import type { Deps } from '../../platform/deps.ts';
import { isRegisteredApplicant, listVisibleFaqRows } from './faqs.repository.ts';

/**
 * Spec §6: visitors (the app token) and applicants who have not finished registration see the
 * 'both' entries; a registered applicant with a live session also sees the 'after login' ones.
 */
async function seesAfterLogin(deps: Deps, claims: TokenClaims | undefined): Promise<boolean> {
  if (claims?.kind !== 'user' || claims.userType !== 1) return false;
  if (!(await isSessionLive(deps.db, claims.sessionId, claims.userId))) return false;
  return isRegisteredApplicant(deps.db, claims.userId);
}

/** GET /api/v1/faqs: the categories and items the caller may see. */
export async function listFaqs(deps: Deps, claims: TokenClaims | undefined): Promise<{ data: Faq[] }> {
  const rows = await listVisibleFaqRows(deps.db, await seesAfterLogin(deps, claims));
  return { data: rows };
}
