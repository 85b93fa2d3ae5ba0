import type { Insertable, Selectable } from 'kysely';
import type { Database } from '../../platform/db/database.ts';
import type { ApplicantMediaTable } from '../../platform/db/profile-schema.ts';

export type MediaRow = Selectable<ApplicantMediaTable>;

/** The applicant's photo, video and CV file (at most one of each). */
export async function listApplicantMedia(db: Database, applicantId: number): Promise<MediaRow[]> {
  return db.selectFrom('applicant_media').selectAll().where('applicant_id', '=', applicantId).execute();
}

export async function findApplicantMedia(
  db: Database,
  applicantId: number,
  kind: MediaRow['kind'],
): Promise<MediaRow | undefined> {
  return db
    .selectFrom('applicant_media')
    .selectAll()
    .where('applicant_id', '=', applicantId)
    .where('kind', '=', kind)
    .executeTakeFirst();
}

/** Any applicant's file by id: for the signed-link route only, where the signature is the permission. */
export async function findMediaById(db: Database, id: number): Promise<MediaRow | undefined> {
  return db.selectFrom('applicant_media').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function insertMedia(db: Database, values: Insertable<ApplicantMediaTable>): Promise<MediaRow> {
  return db.insertInto('applicant_media').values(values).returningAll().executeTakeFirstOrThrow();
}

/** Deletes the applicant's file of this kind (only that id when given); answers the deleted row. */
export async function deleteApplicantMedia(
  db: Database,
  applicantId: number,
  kind: MediaRow['kind'],
  id?: number,
): Promise<MediaRow | undefined> {
  let query = db
    .deleteFrom('applicant_media')
    .where('applicant_id', '=', applicantId)
    .where('kind', '=', kind)
    .returningAll();
  if (id !== undefined) query = query.where('id', '=', id);
  return query.executeTakeFirst();
}

/** Deletes every media row of an applicant; answers the deleted rows (their files go next). */
export function deleteAllApplicantMedia(db: Database, applicantId: number): Promise<MediaRow[]> {
  return db.deleteFrom('applicant_media').where('applicant_id', '=', applicantId).returningAll().execute();
}
