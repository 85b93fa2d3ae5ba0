import { type Kysely, sql } from 'kysely';

/**
 * Announces the end of a session (ADR 0051): each API instance keeps the sessions it found live for
 * a while instead of asking the database on every signed-in request, and forgets one as soon as this
 * says so. `hashi_sessions` is sent when a session is revoked or deleted (`s:<session id>`) and when
 * a user is deleted, softly or not (`u:<user id>`): the two things `isSessionLive` checks. Triggers,
 * so no path that ends a session (logout, a password change, account deletion, a refresh token
 * reused, an operator's SQL) can forget to say so; PostgreSQL delivers the notice on commit only.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create function sessions_announce_end() returns trigger language plpgsql as $$
    begin
      if tg_op = 'DELETE' then
        perform pg_notify('hashi_sessions', 's:' || old.id);
      elsif new.revoked_at is not null and old.revoked_at is null then
        perform pg_notify('hashi_sessions', 's:' || new.id);
      end if;
      return null;
    end $$`.execute(db);
  await sql`create trigger sessions_announce_end after update of revoked_at or delete on sessions
    for each row execute function sessions_announce_end()`.execute(db);
  await sql`
    create function users_announce_end() returns trigger language plpgsql as $$
    begin
      if tg_op = 'DELETE' then
        perform pg_notify('hashi_sessions', 'u:' || old.id);
      elsif new.deleted_at is not null and old.deleted_at is null then
        perform pg_notify('hashi_sessions', 'u:' || new.id);
      end if;
      return null;
    end $$`.execute(db);
  await sql`create trigger users_announce_end after update of deleted_at or delete on users
    for each row execute function users_announce_end()`.execute(db);
}
