import { V } from '@hashi/shared/validation';
import type { Database } from '../../platform/db/database.ts';
import type { MasterTableName } from '../../platform/db/schema.ts';
import { AppError, type FieldErrors } from '../../platform/errors.ts';
import { findExistingMasterIds } from './masters.repository.ts';

/** A field of a request that holds reference-list ids: its error path, its list, its value. */
export type MasterRef = readonly [
  field: string,
  table: MasterTableName,
  value: number | readonly number[] | null | undefined,
];

/**
 * Checks that every id a request names exists in its reference list, so that an unknown id is a
 * 422 under its field rather than a foreign-key failure (500) or an id no list can label.
 * One query per list.
 */
export async function assertMastersExist(db: Database, refs: readonly MasterRef[]): Promise<void> {
  const byTable = new Map<MasterTableName, Set<number>>();
  for (const [, table, value] of refs) {
    const ids = value === null || value === undefined ? [] : typeof value === 'number' ? [value] : value;
    if (ids.length === 0) continue;
    const set = byTable.get(table) ?? new Set<number>();
    for (const id of ids) set.add(id);
    byTable.set(table, set);
  }
  const known = new Map<MasterTableName, Set<number>>();
  for (const [table, ids] of byTable) {
    known.set(table, await findExistingMasterIds(db, table, [...ids]));
  }
  const errors: FieldErrors = {};
  for (const [field, table, value] of refs) {
    const ids = value === null || value === undefined ? [] : typeof value === 'number' ? [value] : value;
    if (ids.some((id) => !known.get(table)?.has(id))) errors[field] = [V.invalidValue];
  }
  if (Object.keys(errors).length > 0) throw AppError.fields(errors);
}
