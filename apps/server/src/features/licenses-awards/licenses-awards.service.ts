import type { Deps } from '../../platform/deps.ts';
import { listAwards, listLicenses, replaceAwards, replaceLicenses } from '../profile/profile-lists.repository.ts';

/**
 * Licenses and awards (spec §3): each list is saved whole by its form; duplicates are rejected by
 * the schema (spec §5) and, against races, by the unique index.
 */
export async function licenses(deps: Deps, applicantId: number) {
  return { data: await listLicenses(deps.db, applicantId) };
}

export async function syncLicenses(
  deps: Deps,
  applicantId: number,
  items: Array<{ name: string; year?: number | null | undefined }>,
) {
  await deps.db.transaction().execute((trx) => replaceLicenses(trx, applicantId, items));
  return licenses(deps, applicantId);
}

export async function awards(deps: Deps, applicantId: number) {
  return { data: await listAwards(deps.db, applicantId) };
}

export async function syncAwards(deps: Deps, applicantId: number, items: Array<{ name: string }>) {
  await deps.db.transaction().execute((trx) => replaceAwards(trx, applicantId, items));
  return awards(deps, applicantId);
}
