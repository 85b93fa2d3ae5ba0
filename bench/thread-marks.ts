import { sql } from 'kysely';
import type { Database } from '../apps/server/src/platform/db/database.ts';

/**
 * Each seeded thread's newest message and each side's incoming mark (ADR 0042), as insertMessage
 * keeps them: the applicant reads the company's messages as new, the company the applicant's.
 */
export async function markThreads(db: Database): Promise<void> {
  await sql`update approaches a set last_message_id = m.last_id, last_message_at = m.last_at,
      applicant_incoming_message_id = m.to_applicant, company_incoming_message_id = m.to_company
    from (select approach_id, max(id) as last_id, max(created_at) as last_at,
        coalesce(max(id) filter (where sender_type = 2), 0) as to_applicant,
        coalesce(max(id) filter (where sender_type = 1), 0) as to_company
      from approach_messages group by approach_id) m
    where m.approach_id = a.id`.execute(db);
}
