import type { InquiryStatus } from '@hashi/shared/inquiry.schema';
import type { Database } from '../../platform/db/database.ts';
import type { InquiriesTable } from '../../platform/db/faq-schema.ts';
import type { Insertable } from 'kysely';

/** A country of the reference list (spec §7 masters), or undefined. */
export function findCountry(db: Database, id: number) {
  return db.selectFrom('countries').select(['id', 'name_en', 'name_ja']).where('id', '=', id).executeTakeFirst();
}

export function insertInquiry(db: Database, values: Insertable<InquiriesTable>) {
  return db.insertInto('inquiries').values(values).returning(['id', 'created_at']).executeTakeFirstOrThrow();
}

const withCountry = (db: Database) =>
  db
    .selectFrom('inquiries as i')
    .innerJoin('countries as c', 'c.id', 'i.country_id')
    .select([
      'i.id',
      'i.name',
      'i.email',
      'i.question',
      'i.locale',
      'i.status',
      'i.created_at',
      'i.answered_at',
      'c.id as country_id',
      'c.name_en as country_name_en',
      'c.name_ja as country_name_ja',
    ]);

/** A page of inquiries with one status (or all), newest first. */
export function listInquiryRows(db: Database, status: InquiryStatus | 'all', page: { page: number; per_page: number }) {
  let query = withCountry(db);
  if (status !== 'all') query = query.where('i.status', '=', status);
  return query
    .orderBy('i.id', 'desc')
    .limit(page.per_page)
    .offset((page.page - 1) * page.per_page)
    .execute();
}

export async function countInquiries(db: Database, status: InquiryStatus | 'all'): Promise<number> {
  let query = db.selectFrom('inquiries').select((eb) => eb.fn.countAll<number>().as('n'));
  if (status !== 'all') query = query.where('status', '=', status);
  return Number((await query.executeTakeFirstOrThrow()).n);
}

export function findInquiryRow(db: Database, id: number) {
  return withCountry(db).where('i.id', '=', id).executeTakeFirst();
}

export function listReplyRows(db: Database, inquiryId: number) {
  return db
    .selectFrom('inquiry_replies as r')
    .leftJoin('users as u', 'u.id', 'r.admin_id')
    .select(['r.id', 'r.body', 'r.created_at', 'u.email as admin_email'])
    .where('r.inquiry_id', '=', inquiryId)
    .orderBy('r.id')
    .execute();
}

/** Records a reply that was mailed, and marks the inquiry answered. */
export async function insertReply(db: Database, inquiryId: number, adminId: number, body: string, now: Date) {
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('inquiry_replies')
      .values({ inquiry_id: inquiryId, admin_id: adminId, body, created_at: now })
      .execute();
    await trx
      .updateTable('inquiries')
      .set({ status: 'answered', answered_at: now })
      .where('id', '=', inquiryId)
      .execute();
  });
}

/** Whether there was an inquiry to update. */
export async function setInquiryStatus(db: Database, id: number, status: InquiryStatus, now: Date): Promise<boolean> {
  const result = await db
    .updateTable('inquiries')
    .set({ status, answered_at: status === 'answered' ? now : null })
    .where('id', '=', id)
    .executeTakeFirst();
  return result.numUpdatedRows !== 0n;
}

/**
 * Deletes up to `limit` inquiries answered before `cutoff` (their replies go with them, on delete
 * cascade); answers how many went. An open inquiry is never deleted, however old.
 */
export async function deleteAnsweredInquiriesBefore(db: Database, cutoff: Date, limit: number): Promise<number> {
  const rows = await db
    .deleteFrom('inquiries')
    .where(
      'id',
      'in',
      db
        .selectFrom('inquiries')
        .select('id')
        .where('status', '=', 'answered')
        .where('answered_at', '<', cutoff)
        .orderBy('id')
        .limit(limit),
    )
    .returning('id')
    .execute();
  return rows.length;
}
