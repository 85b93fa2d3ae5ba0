import { type Kysely, sql } from 'kysely';

/**
 * The request that enqueued a background job (issue 15): its id, so that the job's log lines carry
 * the same `requestId` as the request's, whichever process runs the job and however late.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table background_jobs add column request_id text`.execute(db);
}
