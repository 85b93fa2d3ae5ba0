import type { Locale } from '@hashi/shared/constants';
import { ErrorCode } from '@hashi/shared/error-codes';
import type { UnsubscribeResponse } from '@hashi/shared/saved-search.schema';
import type { Deps } from '../../platform/deps.ts';
import { AppError } from '../../platform/errors.ts';
import { asLocale, t } from '../../platform/i18n/locale.ts';
import { findOwnerLocale, findSavedSearchById, setSavedSearchAlert } from './saved-searches.repository.ts';
import { readUnsubscribeToken } from './unsubscribe-token.ts';

export interface UnsubscribeResult extends UnsubscribeResponse {
  /** The applicant's own language, for the page answered to a browser. */
  applicantLocale: Locale;
}

/**
 * GET /api/v1/saved-searches/unsubscribe?token=: the link of an alert mail switches that search's
 * alert off, without logging in (ADR 0016). Idempotent: a second click answers the same. A
 * tampered token answers 422; a search deleted since answers 404.
 */
export async function unsubscribeSavedSearch(deps: Deps, locale: Locale, token: string): Promise<UnsubscribeResult> {
  const ids = readUnsubscribeToken(deps.config.jwtSecret, token);
  if (!ids) throw new AppError(ErrorCode.Validation, { messageKey: 'saved_search.unsubscribe_invalid' });
  const where = { applicantId: ids.applicantId, id: ids.savedSearchId };
  const row =
    (await setSavedSearchAlert(deps.db, where, false, deps.now())) ??
    (await findSavedSearchById(deps.db, ids.savedSearchId));
  if (!row || row.applicant_id !== ids.applicantId) {
    throw new AppError(ErrorCode.NotFound, { messageKey: 'saved_search.unsubscribe_gone' });
  }
  const ownerLocale = await findOwnerLocale(deps.db, row.applicant_id);
  return {
    message: t(locale, 'saved_search.unsubscribed', { name: row.name }),
    data: { name: row.name, alert_enabled: false },
    applicantLocale: asLocale(ownerLocale),
  };
}
