import type { Database } from '../../platform/db/database.ts';

/** A registered OAuth client (the web app's client-credentials grant, spec §4 tokens). */
export function findOauthClient(db: Database, clientId: string) {
  return db.selectFrom('oauth_clients').selectAll().where('client_id', '=', clientId).executeTakeFirst();
}
