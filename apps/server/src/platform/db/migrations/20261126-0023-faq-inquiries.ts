import { type Kysely, sql } from 'kysely';
import { FAQ_SEED } from '../seeds/faqs.ts';

/**
 * FAQ and inquiries (issue 12, spec §2, §3, §6, §9; ADR 0029).
 * - `faqs`: categories (no parent) and their items, both languages, ordered among siblings, shown to
 *   everyone ('both') or to registered applicants only ('after_login'), or hidden by an admin.
 * - `inquiries`: what the inquiry form sent, with the language it was sent in (replies use it), and
 *   whether an admin answered it; `inquiry_replies`: the mails admins sent back.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('faqs')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('parent_id', 'integer', (c) => c.references('faqs.id').onDelete('restrict'))
    .addColumn('en_question', 'text', (c) => c.notNull())
    .addColumn('ja_question', 'text', (c) => c.notNull())
    .addColumn('en_answer', 'text')
    .addColumn('ja_answer', 'text')
    .addColumn('visibility', 'text', (c) =>
      c.notNull().defaultTo('both').check(sql`visibility in ('both', 'after_login')`),
    )
    .addColumn('hidden', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('sort_order', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await sql`create index faqs_parent_idx on faqs (parent_id, sort_order)`.execute(db);

  await db.schema
    .createTable('inquiries')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('country_id', 'integer', (c) => c.notNull().references('countries.id'))
    .addColumn('question', 'text', (c) => c.notNull())
    .addColumn('locale', 'text', (c) => c.notNull().check(sql`locale in ('en', 'ja')`))
    .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('open').check(sql`status in ('open', 'answered')`))
    .addColumn('answered_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  // The admins' queue by status, newest first.
  await sql`create index inquiries_status_idx on inquiries (status, id desc)`.execute(db);

  await db.schema
    .createTable('inquiry_replies')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('inquiry_id', 'integer', (c) => c.notNull().references('inquiries.id').onDelete('cascade'))
    .addColumn('admin_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await sql`create index inquiry_replies_inquiry_idx on inquiry_replies (inquiry_id, id)`.execute(db);

  for (const [c, category] of FAQ_SEED.entries()) {
    const parent = await sql<{ id: number }>`
      insert into faqs (en_question, ja_question, sort_order)
      values (${category.en}, ${category.ja}, ${(c + 1) * 10}) returning id`.execute(db);
    const parentId = parent.rows[0]?.id;
    for (const [i, item] of category.items.entries()) {
      await sql`
        insert into faqs (parent_id, en_question, en_answer, ja_question, ja_answer, visibility, sort_order)
        values (${parentId}, ${item.en[0]}, ${item.en[1]}, ${item.ja[0]}, ${item.ja[1]},
                ${item.afterLogin ? 'after_login' : 'both'}, ${(i + 1) * 10})`.execute(db);
    }
  }
}
