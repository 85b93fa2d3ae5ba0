import { REGISTRATION_COMPLETE_STEP } from '@hashi/shared/constants';
import { sql } from 'kysely';
import type { Database } from '../../platform/db/database.ts';

/**
 * Moves the registration step (spec §4: 1–3 in progress, 4 complete). A registered applicant
 * (step 4) is never moved back; `complete` keeps the first registered_at.
 */
export async function setRegistrationStep(
  db: Database,
  applicantId: number,
  change: { step: number } | { atLeast: number } | { complete: Date },
): Promise<void> {
  let query = db.updateTable('users').where('id', '=', applicantId).where('deleted_at', 'is', null);
  if ('complete' in change) {
    await query
      .set({
        current_step: REGISTRATION_COMPLETE_STEP,
        registered_at: sql`coalesce(registered_at, ${change.complete})`,
        updated_at: change.complete,
      })
      .execute();
    return;
  }
  query = query.where('current_step', '<', REGISTRATION_COMPLETE_STEP);
  if ('atLeast' in change) {
    await query.set({ current_step: sql`greatest(current_step, ${change.atLeast})`, updated_at: new Date() }).execute();
    return;
  }
  await query.set({ current_step: change.step, updated_at: new Date() }).execute();
}
