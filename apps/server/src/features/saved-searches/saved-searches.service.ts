import { createHash } from 'node:crypto';
import type { Locale } from '@hashi/shared/constants';
import { ErrorCode } from '@hashi/shared/error-codes';
import type { JobSearchFilters } from '@hashi/shared/job-search.schema';
import { normalizeConditions, SAVED_SEARCH_MESSAGES, type SavedSearch } from '@hashi/shared/saved-search.schema';
import type { SavedSearchRow } from '../../platform/db/saved-search-schema.ts';
import type { Deps } from '../../platform/deps.ts';
import { AppError, notFound } from '../../platform/errors.ts';
import { t } from '../../platform/i18n/locale.ts';
import {
  deleteSavedSearch,
  findSavedSearch,
  hasSavedSearchWithHash,
  insertSavedSearch,
  listSavedSearches,
  renameSavedSearch,
  setSavedSearchAlert,
} from './saved-searches.repository.ts';

/**
 * Saved searches (spec §2 /my-search, §3, §5, §9): any number per applicant, each a name, the
 * normalised conditions of a job search and an alert switch. An applicant reaches only their own:
 * another applicant's id answers 404, as a missing one does.
 */

/**
 * The duplicate key of conditions: a hash of their canonical form, the keyword folded (NFKC, lower
 * case) the way the search itself folds it, so "ＲＥＡＣＴ" and "react" are the same search.
 */
export function conditionsHash(conditions: JobSearchFilters): string {
  const canonical = normalizeConditions(conditions);
  const keyword = canonical.popular_keywords?.normalize('NFKC').toLowerCase();
  const folded = keyword ? { ...canonical, popular_keywords: keyword } : canonical;
  return createHash('sha256').update(JSON.stringify(folded)).digest('hex');
}

const iso = (d: Date | string) => new Date(d).toISOString();

export function toSavedSearch(row: SavedSearchRow): SavedSearch {
  return {
    id: row.id,
    name: row.name,
    conditions: row.conditions as JobSearchFilters,
    alert_enabled: row.alert_enabled,
    last_alerted_at: row.last_alerted_at ? iso(row.last_alerted_at) : null,
    created_at: iso(row.created_at),
    updated_at: iso(row.updated_at),
  };
}

const conditionError = (key: string) =>
  new AppError(ErrorCode.Validation, { messageKey: key, fieldErrors: { conditions: [key] } });

const isUniqueViolation = (err: unknown) => (err as { code?: string } | null)?.code === '23505';

export async function listApplicantSavedSearches(deps: Deps, applicantId: number): Promise<{ data: SavedSearch[] }> {
  const rows = await listSavedSearches(deps.db, applicantId);
  return { data: rows.map(toSavedSearch) };
}

export async function createSavedSearch(
  deps: Deps,
  applicantId: number,
  locale: Locale,
  input: { name: string; conditions: JobSearchFilters; alert_enabled: boolean },
): Promise<{ message: string; data: SavedSearch }> {
  const conditions = normalizeConditions(input.conditions);
  if (Object.keys(conditions).length === 0) throw conditionError(SAVED_SEARCH_MESSAGES.empty);
  const hash = conditionsHash(conditions);
  if (await hasSavedSearchWithHash(deps.db, applicantId, hash)) throw conditionError(SAVED_SEARCH_MESSAGES.duplicate);
  try {
    const row = await insertSavedSearch(deps.db, {
      applicant_id: applicantId,
      name: input.name,
      conditions,
      conditions_hash: hash,
      alert_enabled: input.alert_enabled,
      now: deps.now(),
    });
    return { message: t(locale, 'saved_search.saved'), data: toSavedSearch(row) };
  } catch (err) {
    // Two saves of the same conditions at once: the unique key lets one through.
    if (isUniqueViolation(err)) throw conditionError(SAVED_SEARCH_MESSAGES.duplicate);
    throw err;
  }
}

export async function renameApplicantSavedSearch(
  deps: Deps,
  applicantId: number,
  locale: Locale,
  id: number,
  name: string,
): Promise<{ message: string; data: SavedSearch }> {
  const row = await renameSavedSearch(deps.db, applicantId, id, name, deps.now());
  if (!row) throw notFound();
  return { message: t(locale, 'saved_search.renamed'), data: toSavedSearch(row) };
}

export async function switchSavedSearchAlert(
  deps: Deps,
  applicantId: number,
  locale: Locale,
  id: number,
  enabled: boolean,
): Promise<{ message: string; data: SavedSearch }> {
  const row =
    (await setSavedSearchAlert(deps.db, { applicantId, id }, enabled, deps.now())) ??
    (await findSavedSearch(deps.db, applicantId, id));
  if (!row) throw notFound();
  return { message: t(locale, enabled ? 'saved_search.alert_on' : 'saved_search.alert_off'), data: toSavedSearch(row) };
}

export async function deleteApplicantSavedSearch(
  deps: Deps,
  applicantId: number,
  locale: Locale,
  id: number,
): Promise<{ message: string }> {
  if (!(await deleteSavedSearch(deps.db, applicantId, id))) throw notFound();
  return { message: t(locale, 'saved_search.deleted') };
}
