import type { Database } from '../../platform/db/database.ts';

/** The company's own documents (logo, cover, appeal images), for the employer console (ADR 0036). */

export function listOwnImages(db: Database, companyId: number) {
  return db
    .selectFrom('company_documents')
    .select(['id', 'payload_type', 'rank', 'source', 'url'])
    .where('company_id', '=', companyId)
    .orderBy('payload_type')
    .orderBy('rank')
    .execute();
}

/**
 * Replaces the company's image of this type by a stored file, in one transaction; answers the new
 * row and the storage keys of the files it replaced (to remove once committed).
 */
export async function replaceOwnImage(
  db: Database,
  companyId: number,
  payloadType: number,
  file: { storage_key: string; mime_type: string },
) {
  return db.transaction().execute(async (trx) => {
    const replaced = await trx
      .deleteFrom('company_documents')
      .where('company_id', '=', companyId)
      .where('payload_type', '=', payloadType)
      .returning(['storage_key'])
      .execute();
    const row = await trx
      .insertInto('company_documents')
      .values({ company_id: companyId, payload_type: payloadType, rank: 1, source: 'file', ...file })
      .returning(['id', 'payload_type', 'rank', 'source', 'url'])
      .executeTakeFirstOrThrow();
    return { row, replacedKeys: replaced.flatMap((r) => (r.storage_key ? [r.storage_key] : [])) };
  });
}

/** Deletes one of the company's images; undefined when it is not this company's. */
export function deleteOwnImage(db: Database, companyId: number, id: number) {
  return db
    .deleteFrom('company_documents')
    .where('id', '=', id)
    .where('company_id', '=', companyId)
    .returning(['payload_type', 'storage_key'])
    .executeTakeFirst();
}
