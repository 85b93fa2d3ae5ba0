import type { Education, EducationRequest } from '@hashi/shared/education.schema';
import { EDUCATIONS_MAX } from '@hashi/shared/constants';
import { V } from '@hashi/shared/validation';
import type { Database } from '../../platform/db/database.ts';
import type { Deps } from '../../platform/deps.ts';
import { AppError, notFound } from '../../platform/errors.ts';
import { assertMastersExist } from '../masters/master-refs.ts';
import {
  countLiveEducations,
  educationIds,
  findEducation,
  insertEducation,
  listEducations,
  restoreEducation,
  softDeleteEducations,
  updateEducation,
} from './educations.repository.ts';
import { lockUser } from '../users/users.repository.ts';

export type EducationSyncItem = EducationRequest & { id: number; deleted: boolean };

const tooMany = () => AppError.fields({ educations: [V.educationLimit] });

export async function educationList(deps: Deps, applicantId: number, withDeleted: boolean) {
  return { data: await listEducations(deps.db, applicantId, withDeleted) };
}

export async function showEducation(deps: Deps, applicantId: number, id: number): Promise<Education> {
  const found = await findEducation(deps.db, applicantId, id);
  if (!found) throw notFound();
  return found;
}

export async function storeEducation(deps: Deps, applicantId: number, input: EducationRequest): Promise<Education> {
  await assertMastersExist(deps.db, [['educational_level_id', 'educational_levels', input.educational_level_id]]);
  const id = await deps.db.transaction().execute(async (trx) => {
    // Counted under the applicant's lock, in the transaction that inserts: at most 7 live (spec §5).
    await lockUser(trx, applicantId);
    if ((await countLiveEducations(trx, applicantId)) >= EDUCATIONS_MAX) throw tooMany();
    return insertEducation(trx, applicantId, input);
  });
  return showEducation(deps, applicantId, id);
}

export async function changeEducation(deps: Deps, applicantId: number, id: number, input: EducationRequest) {
  await showEducation(deps, applicantId, id);
  await assertMastersExist(deps.db, [['educational_level_id', 'educational_levels', input.educational_level_id]]);
  if (!(await updateEducation(deps.db, applicantId, id, input))) throw notFound();
  return showEducation(deps, applicantId, id);
}

/** Removal is soft: the entry can be restored (spec §4 education). */
export async function destroyEducation(deps: Deps, applicantId: number, id: number): Promise<void> {
  if ((await softDeleteEducations(deps.db, applicantId, { ids: [id] }, deps.now())) !== 1) throw notFound();
}

export async function restoreEducationEntry(deps: Deps, applicantId: number, id: number): Promise<Education> {
  const found = await findEducation(deps.db, applicantId, id, true);
  if (!found?.deleted_at) throw notFound();
  await deps.db.transaction().execute(async (trx) => {
    await lockUser(trx, applicantId);
    if ((await countLiveEducations(trx, applicantId)) >= EDUCATIONS_MAX) throw tooMany();
    await restoreEducation(trx, applicantId, id, deps.now());
  });
  return showEducation(deps, applicantId, id);
}

/**
 * Makes the live entries the given list (spec §4 education). An entry with id 0 is new: added, or
 * dropped outright when it comes marked `deleted` (it was never saved). A saved entry is updated
 * (and restored if it had been removed), or soft-deleted when marked `deleted`; saved entries left
 * out of the list are soft-deleted too. At most 7 remain live; an id not the applicant's is a 404.
 */
export async function syncEducationsIn(
  db: Database,
  applicantId: number,
  items: EducationSyncItem[],
  at: Date,
  fieldPrefix = 'educations',
): Promise<void> {
  const live = items.filter((item) => !item.deleted);
  if (live.length > EDUCATIONS_MAX) throw AppError.fields({ [fieldPrefix]: [V.educationLimit] });
  await assertMastersExist(
    db,
    live.map(
      (item, i) =>
        [`${fieldPrefix}.${i}.educational_level_id`, 'educational_levels', item.educational_level_id] as const,
    ),
  );
  await lockUser(db, applicantId);
  const owned = await educationIds(db, applicantId);
  if (items.some((item) => item.id !== 0 && !owned.has(item.id))) throw notFound();
  const keep: number[] = [];
  for (const { id, deleted, ...input } of live) {
    if (id === 0) {
      keep.push(await insertEducation(db, applicantId, input));
    } else {
      await updateEducation(db, applicantId, id, input, { restore: true });
      keep.push(id);
    }
  }
  await softDeleteEducations(db, applicantId, { allExcept: keep }, at);
}

export async function syncEducations(deps: Deps, applicantId: number, items: EducationSyncItem[]) {
  await deps.db.transaction().execute((trx) => syncEducationsIn(trx, applicantId, items, deps.now()));
  return educationList(deps, applicantId, false);
}
