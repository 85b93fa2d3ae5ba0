import type { Deps } from '../../platform/deps.ts';
import type { JobDefinition } from '../../platform/jobs/runner.ts';
import { pruneLiveEvents } from '../../platform/live/live-events.repository.ts';

export const LIVE_EVENTS_PRUNE_JOB = 'live.prune-events';
const HOUR = 3_600_000;
/** A client away longer than this is sent a reset instead of what it missed (ADR 0028). */
export const LIVE_EVENTS_KEPT_MS = 24 * HOUR;

/** The background jobs of this feature (src/app/background-jobs.ts). */
export function liveJobs(deps: Deps): JobDefinition[] {
  return [
    {
      name: LIVE_EVENTS_PRUNE_JOB,
      everyMs: HOUR,
      handle: async () => {
        await pruneLiveEvents(deps.db, new Date(deps.now().getTime() - LIVE_EVENTS_KEPT_MS));
      },
    },
  ];
}
