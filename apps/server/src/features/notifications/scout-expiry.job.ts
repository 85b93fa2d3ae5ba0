import type { Database } from '../../platform/db/database.ts';
import type { Deps } from '../../platform/deps.ts';
import type { JobDefinition } from '../../platform/jobs/runner.ts';
import { findExpiringScouts } from './notifications.repository.ts';
import { notify } from './notify.repository.ts';

export const SCOUT_EXPIRY_JOB = 'notifications.scout-expiry';
const HOUR = 3_600_000;
/** A scout is "about to expire" in its last two days (issue 11). */
export const SCOUT_EXPIRY_WARNING_MS = 48 * HOUR;

/**
 * Tells each applicant once (`scout_expiring:<approach>`) about an unreplied scout of an open
 * posting that expires within two days. Hourly, so the warning comes about two days ahead.
 */
export async function warnExpiringScouts(db: Database, now: Date): Promise<number> {
  const rows = await findExpiringScouts(db, now, new Date(now.getTime() + SCOUT_EXPIRY_WARNING_MS));
  for (const row of rows) {
    await notify(
      db,
      {
        userId: row.applicant_id,
        kind: 'scout_expiring',
        params: { approach_id: row.id },
        link: `/messages/${row.thread_code}`,
        eventKey: `scout_expiring:${row.id}`,
      },
      now,
    );
  }
  return rows.length;
}

/** The background jobs of this feature (src/app/background-jobs.ts). */
export function notificationJobs(deps: Deps): JobDefinition[] {
  return [
    {
      name: SCOUT_EXPIRY_JOB,
      everyMs: HOUR,
      handle: async () => {
        await warnExpiringScouts(deps.db, deps.now());
      },
    },
  ];
}
