import { type Kysely, sql } from 'kysely';

/**
 * Notifications (spec §3 Notifications and Notification item, §2 the bell and /notifications;
 * issue 11, ADR 0024). One row per item a user sees: an admin notice (fanned out to the applicant
 * the first time their list is read) or an event about them — a scout, pin, like, match, message,
 * application status change, a scout about to expire, new jobs for a saved search.
 *
 * The text is not stored: `kind` and `params` are written, and the body is made in the reader's
 * language when read, so switching language changes every item. `group_key` folds a burst (messages
 * in one thread) into one unread item: while an item with the same key is unread, a new event
 * updates it instead of adding another.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('notifications')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    // Spec §3: 1 shows the bell icon (Hashi's notices), any other the gift icon (events).
    .addColumn('type', 'smallint', (c) => c.notNull())
    .addColumn('kind', 'text', (c) =>
      c
        .notNull()
        .check(
          sql`kind in ('notice', 'scout', 'pin', 'like', 'match', 'message', 'status', 'scout_expiring', 'job_alert')`,
        ),
    )
    .addColumn('params', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
    // Where the item leads (an app path), or null.
    .addColumn('link', 'text')
    // An event that must give one item, however often it is reported (a notice, a match, an expiry).
    .addColumn('event_key', 'text')
    .addColumn('group_key', 'text')
    .addColumn('count', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('read_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await sql`create index notifications_user_idx on notifications (user_id, updated_at desc, id desc)`.execute(db);
  await sql`create index notifications_unread_idx on notifications (user_id) where read_at is null`.execute(db);
  // One unread item per group (a thread's messages); one item per notice or per event key ever.
  await sql`create unique index notifications_group_key on notifications (user_id, group_key)
    where read_at is null and group_key is not null`.execute(db);
  await sql`create unique index notifications_event_key on notifications (user_id, event_key)
    where event_key is not null`.execute(db);
}
