import type { Database } from '../../platform/db/database.ts';
import type { Deps } from '../../platform/deps.ts';
import { notFound } from '../../platform/errors.ts';
import { assertMastersExist } from '../masters/master-refs.ts';
import {
  deleteYearsEntry,
  findYearsEntry,
  listYearsEntries,
  replaceYearsEntries,
  updateYearsEntry,
  upsertYearsEntry,
  type YearsEntry,
  type YearsList,
} from './skills.repository.ts';

/** A request entry of either list: `{ skill_id | job_position_id, years_of_experience_range_id }`. */
type Input = Record<string, number>;

/** The API shape: the entry's own key name instead of `ref_id`. */
const present = (list: YearsList, entry: YearsEntry) => ({
  id: entry.id,
  [list.key]: entry.ref_id,
  years_of_experience_range_id: entry.years_of_experience_range_id,
});

function refsOf(list: YearsList, items: Input[], prefix: string) {
  return items.flatMap((item, i) => {
    const at = prefix ? `${prefix}.${i}.` : '';
    return [
      [`${at}${list.key}`, list.master, item[list.key]] as const,
      [`${at}years_of_experience_range_id`, 'years_of_experience_ranges', item.years_of_experience_range_id] as const,
    ];
  });
}

export async function yearsIndex(deps: Deps, list: YearsList, applicantId: number) {
  const rows = await listYearsEntries(deps.db, list, applicantId);
  return { data: rows.map((r) => present(list, r)) };
}

export async function yearsShow(deps: Deps, list: YearsList, applicantId: number, id: number) {
  const found = await findYearsEntry(deps.db, list, applicantId, id);
  if (!found) throw notFound();
  return { data: present(list, found) };
}

/** Adding a skill or role the applicant already has changes its years (one entry per id, spec §5). */
export async function yearsStore(deps: Deps, list: YearsList, applicantId: number, input: Input) {
  await assertMastersExist(deps.db, refsOf(list, [input], ''));
  const id = await upsertYearsEntry(
    deps.db,
    list,
    applicantId,
    input[list.key] as number,
    input.years_of_experience_range_id as number,
  );
  return yearsShow(deps, list, applicantId, id);
}

export async function yearsUpdate(deps: Deps, list: YearsList, applicantId: number, id: number, input: Input) {
  await yearsShow(deps, list, applicantId, id);
  await assertMastersExist(deps.db, refsOf(list, [input], ''));
  await updateYearsEntry(
    deps.db,
    list,
    applicantId,
    id,
    input[list.key] as number,
    input.years_of_experience_range_id as number,
  );
  return yearsShow(deps, list, applicantId, id);
}

export async function yearsDestroy(deps: Deps, list: YearsList, applicantId: number, id: number): Promise<void> {
  if (!(await deleteYearsEntry(deps.db, list, applicantId, id))) throw notFound();
}

/** Replaces the whole list inside the caller's transaction; entries come deduplicated by the schema. */
export async function syncYearsIn(db: Database, list: YearsList, applicantId: number, items: Input[], field: string) {
  await assertMastersExist(db, refsOf(list, items, field));
  await replaceYearsEntries(
    db,
    list,
    applicantId,
    items.map((item) => ({
      refId: item[list.key] as number,
      yearsId: item.years_of_experience_range_id as number,
    })),
  );
}

export async function yearsSync(deps: Deps, list: YearsList, applicantId: number, items: Input[], field: string) {
  await deps.db.transaction().execute((trx) => syncYearsIn(trx, list, applicantId, items, field));
  return yearsIndex(deps, list, applicantId);
}
