import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create extension if not exists pg_trgm`.execute(db);

  await db.schema
    .createTable('users')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('type', 'smallint', (c) => c.notNull().defaultTo(1))
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('login_id', 'text')
    .addColumn('password_hash', 'text')
    .addColumn('email_verified_at', 'timestamptz')
    .addColumn('locale', 'text', (c) => c.notNull().defaultTo('en'))
    .addColumn('current_step', 'smallint', (c) => c.notNull().defaultTo(1))
    .addColumn('registered_at', 'timestamptz')
    // self: signed up alone; import: from an external recruiting system; staff: made by our staff.
    .addColumn('origin', 'text', (c) => c.notNull().defaultTo('self'))
    .addColumn('password_set_at', 'timestamptz')
    .addColumn('last_login_at', 'timestamptz')
    .addColumn('access_route', 'text')
    .addColumn('first_access_url', 'text')
    .addColumn('last_access_url', 'text')
    .addColumn('attribution', 'jsonb')
    .addColumn('invited_by_user_id', 'integer')
    .addColumn('deleted_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  // A deleted account frees its address and login ID (they are anonymised too).
  await sql`create unique index users_email_key on users (email) where deleted_at is null`.execute(db);
  await sql`create unique index users_login_id_key on users (login_id) where login_id is not null and deleted_at is null`.execute(
    db,
  );

  await db.schema
    .createTable('sessions')
    .addColumn('id', 'uuid', (c) => c.primaryKey())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('remember_me', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('user_agent', 'text')
    .addColumn('ip', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('revoked_at', 'timestamptz')
    .addColumn('revoked_reason', 'text')
    .execute();
  await db.schema.createIndex('sessions_user_id_idx').on('sessions').column('user_id').execute();

  await db.schema
    .createTable('refresh_tokens')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('session_id', 'uuid', (c) => c.notNull().references('sessions.id').onDelete('cascade'))
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('rotated_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('refresh_tokens_session_idx').on('refresh_tokens').column('session_id').execute();

  // One-time secrets sent by e-mail: verification links, reset links, e-mail change codes.
  await db.schema
    .createTable('user_tokens')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('purpose', 'text', (c) => c.notNull())
    .addColumn('token_hash', 'text', (c) => c.notNull())
    .addColumn('payload', 'jsonb')
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('used_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('user_tokens_lookup_idx').on('user_tokens').columns(['purpose', 'token_hash']).execute();
  await db.schema.createIndex('user_tokens_user_idx').on('user_tokens').columns(['user_id', 'purpose']).execute();

  await db.schema
    .createTable('invitations')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('token', 'text', (c) => c.notNull().unique())
    .addColumn('inviter_user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('used_by_user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('used_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .createTable('social_identities')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('provider', 'text', (c) => c.notNull())
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('email', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint('social_identities_provider_subject_key', ['provider', 'subject'])
    .execute();
  await db.schema.createIndex('social_identities_user_idx').on('social_identities').column('user_id').execute();

  await db.schema
    .createTable('oauth_states')
    .addColumn('state', 'text', (c) => c.primaryKey())
    .addColumn('provider', 'text', (c) => c.notNull())
    .addColumn('code_verifier', 'text', (c) => c.notNull())
    .addColumn('nonce', 'text', (c) => c.notNull())
    .addColumn('redirect_uri', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('oauth_clients')
    .addColumn('client_id', 'text', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('secret_hash', 'text')
    .addColumn('client_type', 'smallint', (c) => c.notNull())
    .execute();
  await sql`insert into oauth_clients (client_id, name, client_type) values ('hashi-web', 'Hashi applicant web app', 1)`.execute(
    db,
  );

  await db.schema
    .createTable('access_routes')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('utm_source', 'text', (c) => c.notNull())
    .addColumn('utm_medium', 'text', (c) => c.notNull())
    .addColumn('utm_campaign', 'text', (c) => c.notNull())
    .addColumn('utm_term', 'text')
    .addColumn('utm_content', 'text')
    .addColumn('label', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('access_routes_lookup_idx')
    .on('access_routes')
    .columns(['utm_source', 'utm_medium', 'utm_campaign'])
    .execute();

  await db.schema
    .createTable('deactivate_reasons')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('name_en', 'text', (c) => c.notNull())
    .addColumn('name_ja', 'text', (c) => c.notNull())
    .addColumn('sort_order', 'integer', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('account_deletions')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('reason_id', 'integer', (c) => c.notNull().references('deactivate_reasons.id'))
    .addColumn('comment', 'text')
    .addColumn('registered', 'boolean', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
}
