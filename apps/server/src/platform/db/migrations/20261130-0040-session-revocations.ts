import { type Kysely, sql } from 'kysely';

/** Each table whose change ends sessions: the column set when it does, and the notice's prefix. */
const ENDINGS = [
  { table: 'sessions', column: 'revoked_at', prefix: 's' },
  { table: 'users', column: 'deleted_at', prefix: 'u' },
] as const;

/**
 * Announces the end of a session (ADR 0051): each API instance keeps the sessions it found live for
 * a while instead of asking the database on every signed-in request, and forgets one as soon as this
 * says so. `hashi_sessions` is sent when a session is revoked or deleted (`s:<session id>`) and when
 * a user is deleted, softly or not (`u:<user id>`): the two things `isSessionLive` checks. Triggers,
 * so no path that ends a session (logout, a password change, account deletion, a refresh token
 * reused, an operator's SQL) can forget to say so; PostgreSQL delivers the notice on commit only.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  for (const { table, column, prefix } of ENDINGS) {
    const name = sql.raw(`${table}_announce_end`);
    const [t, c, p] = [sql.raw(table), sql.raw(column), sql.lit(`${prefix}:`)];
    await sql`
      create function ${name}() returns trigger language plpgsql as $$
      begin
        if tg_op = 'DELETE' then
          perform pg_notify('hashi_sessions', ${p} || old.id);
        elsif new.${c} is not null and old.${c} is null then
          perform pg_notify('hashi_sessions', ${p} || new.id);
        end if;
        return null;
      end $$`.execute(db);
    await sql`create trigger ${name} after update of ${c} or delete on ${t}
      for each row execute function ${name}()`.execute(db);
  }
}
