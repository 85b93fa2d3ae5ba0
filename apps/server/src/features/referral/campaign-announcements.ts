import { userAudience } from '@hashi/shared/live.schema';
import type { Deps } from '../../platform/deps.ts';
import type { JobDefinition } from '../../platform/jobs/runner.ts';
import { recordLiveEvent } from '../../platform/live/live-events.repository.ts';
import {
  insertCampaignNotifications,
  lockUnannouncedRunning,
  markAnnounced,
} from './campaign-announcements.repository.ts';

export const CAMPAIGN_ANNOUNCE_JOB = 'referral.campaign-announce';
/** How soon after its start (in Japan time, as stored) a campaign is announced, at most. */
const ANNOUNCE_EVERY_MS = 5 * 60_000;
/** Open tabs hear of the new item in batches of this many users (ADR 0028). */
const LIVE_BATCH = 1_000;

/**
 * Tells every registered applicant, once per campaign, that a campaign has started (issue 12; spec §3:
 * the gift icon, type other than 1). Each campaign is announced in one transaction: its items and its
 * `announced_at` are written together, so a crash or a restart either leaves it unannounced (the next
 * run does it) or done; the items' event key keeps a repeat from writing a second one. A campaign that
 * has ended before the job saw it is not announced.
 */
export async function announceStartedCampaigns(deps: Deps): Promise<number> {
  const now = deps.now();
  let announced = 0;
  for (;;) {
    const done = await deps.db.transaction().execute(async (trx) => {
      const [campaign] = await lockUnannouncedRunning(trx, now);
      if (!campaign) return false;
      const users = await insertCampaignNotifications(trx, campaign, now);
      await markAnnounced(trx, campaign.id, now);
      for (let i = 0; i < users.length; i += LIVE_BATCH) {
        await recordLiveEvent(trx, users.slice(i, i + LIVE_BATCH).map(userAudience), 'notification', {});
      }
      return true;
    });
    if (!done) return announced;
    announced += 1;
  }
}

/** The announcing job (src/app/background-jobs.ts, with the reward jobs). */
export function campaignAnnouncementJobs(deps: Deps): JobDefinition[] {
  return [
    {
      name: CAMPAIGN_ANNOUNCE_JOB,
      everyMs: ANNOUNCE_EVERY_MS,
      handle: async () => {
        await announceStartedCampaigns(deps);
      },
    },
  ];
}
