import type { NoticeInput } from '@hashi/shared/admin.schema';
import type { Database } from '../../platform/db/database.ts';

/** A page of every notice, drafts first, then the newest publication first. */
export function listNoticeRows(db: Database, page: { page: number; per_page: number }) {
  return db
    .selectFrom('admin_notices')
    .selectAll()
    .orderBy(
      (eb) => eb.ref('published_at'),
      (ob) => ob.desc().nullsFirst(),
    )
    .orderBy('id', 'desc')
    .limit(page.per_page)
    .offset((page.page - 1) * page.per_page)
    .execute();
}

export async function countNotices(db: Database): Promise<number> {
  const total = await db
    .selectFrom('admin_notices')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(total.n);
}

export function findNoticeRow(db: Database, id: number) {
  return db.selectFrom('admin_notices').selectAll().where('id', '=', id).executeTakeFirst();
}

export function insertNotice(db: Database, adminId: number, input: NoticeInput) {
  return db
    .insertInto('admin_notices')
    .values({ ...input, created_by: adminId })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export function updateNoticeRow(db: Database, id: number, input: NoticeInput, now: Date) {
  return db
    .updateTable('admin_notices')
    .set({ ...input, updated_at: now })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirst();
}

/** Whether a notice was there to delete. */
export async function deleteNoticeRow(db: Database, id: number): Promise<boolean> {
  const result = await db.deleteFrom('admin_notices').where('id', '=', id).executeTakeFirst();
  return result.numDeletedRows !== 0n;
}
