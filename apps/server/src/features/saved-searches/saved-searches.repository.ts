import type { JobSearchFilters } from '@hashi/shared/job-search.schema';
import type { Database } from '../../platform/db/database.ts';
import type { SavedSearchRow } from '../../platform/db/saved-search-schema.ts';

/** SQL of saved searches; every query of an applicant's searches is scoped by applicant_id. */

const COLUMNS = [
  'id',
  'applicant_id',
  'name',
  'conditions',
  'conditions_hash',
  'alert_enabled',
  'alert_since',
  'swept_at',
  'last_alerted_at',
  'created_at',
  'updated_at',
] as const;

export function listSavedSearches(db: Database, applicantId: number): Promise<SavedSearchRow[]> {
  return db
    .selectFrom('saved_searches')
    .select(COLUMNS)
    .where('applicant_id', '=', applicantId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
}

export function findSavedSearch(db: Database, applicantId: number, id: number): Promise<SavedSearchRow | undefined> {
  return db
    .selectFrom('saved_searches')
    .select(COLUMNS)
    .where('applicant_id', '=', applicantId)
    .where('id', '=', id)
    .executeTakeFirst();
}

export function findSavedSearchById(db: Database, id: number): Promise<SavedSearchRow | undefined> {
  return db.selectFrom('saved_searches').select(COLUMNS).where('id', '=', id).executeTakeFirst();
}

export async function hasSavedSearchWithHash(db: Database, applicantId: number, hash: string): Promise<boolean> {
  const row = await db
    .selectFrom('saved_searches')
    .select('id')
    .where('applicant_id', '=', applicantId)
    .where('conditions_hash', '=', hash)
    .executeTakeFirst();
  return row !== undefined;
}

export function insertSavedSearch(
  db: Database,
  row: {
    applicant_id: number;
    name: string;
    conditions: JobSearchFilters;
    conditions_hash: string;
    alert_enabled: boolean;
    now: Date;
  },
): Promise<SavedSearchRow> {
  return db
    .insertInto('saved_searches')
    .values({
      applicant_id: row.applicant_id,
      name: row.name,
      conditions: JSON.stringify(row.conditions),
      conditions_hash: row.conditions_hash,
      alert_enabled: row.alert_enabled,
      alert_since: row.now,
      created_at: row.now,
      updated_at: row.now,
    })
    .returning(COLUMNS)
    .executeTakeFirstOrThrow();
}

export function renameSavedSearch(
  db: Database,
  applicantId: number,
  id: number,
  name: string,
  now: Date,
): Promise<SavedSearchRow | undefined> {
  return db
    .updateTable('saved_searches')
    .set({ name, updated_at: now })
    .where('applicant_id', '=', applicantId)
    .where('id', '=', id)
    .returning(COLUMNS)
    .executeTakeFirst();
}

/**
 * Switches the alert. Switching it on starts the window anew: postings published while it was off
 * are not mailed in a burst afterwards (ADR 0016).
 */
export function setSavedSearchAlert(
  db: Database,
  where: { applicantId: number; id: number },
  enabled: boolean,
  now: Date,
): Promise<SavedSearchRow | undefined> {
  return db
    .updateTable('saved_searches')
    .set(
      enabled
        ? { alert_enabled: true, alert_since: now, swept_at: null, updated_at: now }
        : { alert_enabled: false, updated_at: now },
    )
    .where('applicant_id', '=', where.applicantId)
    .where('id', '=', where.id)
    .where('alert_enabled', '=', !enabled)
    .returning(COLUMNS)
    .executeTakeFirst();
}

export async function deleteSavedSearch(db: Database, applicantId: number, id: number): Promise<boolean> {
  const result = await db
    .deleteFrom('saved_searches')
    .where('applicant_id', '=', applicantId)
    .where('id', '=', id)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** The language of a saved search's owner (the unsubscribe page answers in it). */
export async function findOwnerLocale(db: Database, applicantId: number): Promise<string | undefined> {
  const owner = await db.selectFrom('users').select('locale').where('id', '=', applicantId).executeTakeFirst();
  return owner?.locale;
}
