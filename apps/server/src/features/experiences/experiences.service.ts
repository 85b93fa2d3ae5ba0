import type { Experience, ExperienceRequest } from '@hashi/shared/experience.schema';
import type { Database } from '../../platform/db/database.ts';
import type { Deps } from '../../platform/deps.ts';
import { V } from '@hashi/shared/validation';
import { AppError, notFound } from '../../platform/errors.ts';
import { assertMastersExist, type MasterRef } from '../masters/master-refs.ts';
import {
  deleteExperience,
  deleteExperiencesExcept,
  type ExperienceFilter,
  experienceIds,
  findExperience,
  insertExperience,
  pageExperiences,
  updateExperience,
} from './experiences.repository.ts';
import { lockUser } from '../users/users.repository.ts';

/** The reference ids of one experience, as error paths under `prefix` (e.g. "experiences.0."). */
export function experienceMasterRefs(input: ExperienceRequest, prefix = ''): MasterRef[] {
  return [
    [`${prefix}industry_id`, 'industries', input.industry_id],
    [`${prefix}employment_type_id`, 'employment_types', input.employment_type_id],
    [`${prefix}company_size_id`, 'company_sizes', input.company_size_id],
  ];
}

export async function experiencePage(
  deps: Deps,
  applicantId: number,
  query: { page: number; per_page: number },
  filter: ExperienceFilter = {},
) {
  const { rows, total } = await pageExperiences(
    deps.db,
    applicantId,
    { page: query.page, perPage: query.per_page },
    filter,
  );
  return {
    data: rows,
    meta: {
      current_page: query.page,
      per_page: query.per_page,
      total,
      last_page: Math.max(1, Math.ceil(total / query.per_page)),
    },
  };
}

export async function showExperience(deps: Deps, applicantId: number, id: number): Promise<Experience> {
  const found = await findExperience(deps.db, applicantId, id);
  if (!found) throw notFound();
  return found;
}

export async function storeExperience(deps: Deps, applicantId: number, input: ExperienceRequest): Promise<Experience> {
  await assertMastersExist(deps.db, experienceMasterRefs(input));
  const id = await insertExperience(deps.db, applicantId, input);
  return showExperience(deps, applicantId, id);
}

export async function changeExperience(
  deps: Deps,
  applicantId: number,
  id: number,
  input: ExperienceRequest,
): Promise<Experience> {
  // Ownership first: someone else's id is a 404 even when the body is also wrong.
  await showExperience(deps, applicantId, id);
  await assertMastersExist(deps.db, experienceMasterRefs(input));
  if (!(await updateExperience(deps.db, applicantId, id, input))) throw notFound();
  return showExperience(deps, applicantId, id);
}

/** Spec §5: a profile keeps at least one work experience, so the last one cannot be deleted. */
export async function destroyExperience(deps: Deps, applicantId: number, id: number): Promise<void> {
  await deps.db.transaction().execute(async (trx) => {
    // Two deletes at once must not both see "one left besides mine".
    await lockUser(trx, applicantId);
    const ids = await experienceIds(trx, applicantId);
    if (!ids.has(id)) throw notFound();
    if (ids.size === 1) throw AppError.fields({ experiences: [V.experienceRequired] });
    await deleteExperience(trx, applicantId, id);
  });
}

/**
 * Makes the applicant's experiences the given list: entries with the id of one of theirs update it,
 * entries without an id are added, and saved entries left out are deleted. An id that is not theirs
 * is a 404 and nothing changes. Runs inside the caller's transaction (`db` may be one).
 */
export async function syncExperiencesIn(
  db: Database,
  applicantId: number,
  items: Array<ExperienceRequest & { id?: number | undefined }>,
  fieldPrefix = 'experiences',
): Promise<void> {
  await assertMastersExist(
    db,
    items.flatMap((item, i) => experienceMasterRefs(item, `${fieldPrefix}.${i}.`)),
  );
  const owned = await experienceIds(db, applicantId);
  if (items.some((item) => item.id && !owned.has(item.id))) throw notFound();
  const keep: number[] = [];
  for (const { id, ...input } of items) {
    if (id) {
      await updateExperience(db, applicantId, id, input);
      keep.push(id);
    } else {
      keep.push(await insertExperience(db, applicantId, input));
    }
  }
  await deleteExperiencesExcept(db, applicantId, keep);
}

export async function syncExperiences(
  deps: Deps,
  applicantId: number,
  items: Array<ExperienceRequest & { id?: number | undefined }>,
) {
  await deps.db.transaction().execute((trx) => syncExperiencesIn(trx, applicantId, items));
  const { rows } = await pageExperiences(deps.db, applicantId, { page: 1, perPage: 1000 });
  return { data: rows };
}
