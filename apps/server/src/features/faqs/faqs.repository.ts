import type { FaqInput } from '@hashi/shared/faq.schema';
import { sql } from 'kysely';
import type { Database } from '../../platform/db/database.ts';

/**
 * The entries a caller may see: neither the entry nor its category hidden; with `afterLogin` false,
 * neither of them 'after_login'. Categories first in their order, then items in theirs.
 */
export function listVisibleFaqRows(db: Database, afterLogin: boolean) {
  let query = db
    .selectFrom('faqs as f')
    .leftJoin('faqs as p', 'p.id', 'f.parent_id')
    .select(['f.id', 'f.parent_id', 'f.en_question', 'f.ja_question', 'f.en_answer', 'f.ja_answer', 'f.sort_order'])
    .where('f.hidden', '=', false)
    .where((eb) => eb.or([eb('p.id', 'is', null), eb('p.hidden', '=', false)]));
  if (!afterLogin) {
    query = query
      .where('f.visibility', '=', 'both')
      .where((eb) => eb.or([eb('p.id', 'is', null), eb('p.visibility', '=', 'both')]));
  }
  return query.orderBy(sql`f.parent_id is not null`).orderBy('f.sort_order').orderBy('f.id').execute();
}

/** Every entry, for the admins: categories first, then items, each in their order. */
export function listAllFaqRows(db: Database) {
  return db
    .selectFrom('faqs')
    .selectAll()
    .orderBy(sql`parent_id is not null`)
    .orderBy('sort_order')
    .orderBy('id')
    .execute();
}

export function findFaqRow(db: Database, id: number) {
  return db.selectFrom('faqs').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function countFaqChildren(db: Database, id: number): Promise<number> {
  const row = await db
    .selectFrom('faqs')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('parent_id', '=', id)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** The sort order after the last sibling under `parentId` (null: among the categories). */
async function nextSortOrder(db: Database, parentId: number | null): Promise<number> {
  const row = await db
    .selectFrom('faqs')
    .select((eb) => eb.fn.max<number | null>('sort_order').as('last'))
    .where('parent_id', parentId === null ? 'is' : '=', parentId)
    .executeTakeFirstOrThrow();
  return (row.last ?? 0) + 10;
}

/** A new entry, last among its siblings. */
export async function insertFaq(db: Database, input: FaqInput) {
  const sortOrder = await nextSortOrder(db, input.parent_id);
  return db
    .insertInto('faqs')
    .values({ ...input, sort_order: sortOrder })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** Saves an entry; one that moves to another category goes last there. */
export async function updateFaqRow(db: Database, id: number, input: FaqInput, now: Date, moved: boolean) {
  const sortOrder = moved ? await nextSortOrder(db, input.parent_id) : undefined;
  return db
    .updateTable('faqs')
    .set({ ...input, ...(sortOrder === undefined ? {} : { sort_order: sortOrder }), updated_at: now })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirst();
}

/** The sibling just before (`up`) or after (`down`) an entry, if any. */
export function findNeighbourRow(
  db: Database,
  entry: { id: number; parent_id: number | null; sort_order: number },
  direction: 'up' | 'down',
) {
  const up = direction === 'up';
  return db
    .selectFrom('faqs')
    .selectAll()
    .where('parent_id', entry.parent_id === null ? 'is' : '=', entry.parent_id)
    .where('id', '!=', entry.id)
    .where((eb) =>
      eb.or([
        eb('sort_order', up ? '<' : '>', entry.sort_order),
        eb.and([eb('sort_order', '=', entry.sort_order), eb('id', up ? '<' : '>', entry.id)]),
      ]),
    )
    .orderBy('sort_order', up ? 'desc' : 'asc')
    .orderBy('id', up ? 'desc' : 'asc')
    .limit(1)
    .executeTakeFirst();
}

/** Swaps the places of two siblings (equal sort orders are told apart by id first). */
export async function swapFaqOrder(
  db: Database,
  a: { id: number; sort_order: number },
  b: { id: number; sort_order: number },
  now: Date,
): Promise<void> {
  const [aOrder, bOrder] =
    a.sort_order === b.sort_order
      ? [b.sort_order + (a.id < b.id ? 1 : -1), a.sort_order]
      : [b.sort_order, a.sort_order];
  await db.transaction().execute(async (trx) => {
    await trx.updateTable('faqs').set({ sort_order: aOrder, updated_at: now }).where('id', '=', a.id).execute();
    await trx.updateTable('faqs').set({ sort_order: bOrder, updated_at: now }).where('id', '=', b.id).execute();
  });
}

/** Whether an entry was there to delete. */
export async function deleteFaqRow(db: Database, id: number): Promise<boolean> {
  const result = await db.deleteFrom('faqs').where('id', '=', id).executeTakeFirst();
  return result.numDeletedRows !== 0n;
}

/** Whether a user is a registered job seeker with a live account (spec §6 'after login'). */
export async function isRegisteredApplicant(db: Database, userId: number): Promise<boolean> {
  const row = await db
    .selectFrom('users')
    .select('id')
    .where('id', '=', userId)
    .where('type', '=', 1)
    .where('registered_at', 'is not', null)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
  return row !== undefined;
}
