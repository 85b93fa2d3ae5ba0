import { emailNoticeJobs } from '../features/email-notices/email-notices.ts';
import { tokenCleanupJobs } from '../features/auth/token-cleanup.job.ts';
import { liveJobs } from '../features/live/live-events.job.ts';
import { messagingJobs } from '../features/messaging/attachment-sweep.job.ts';
import { notificationJobs } from '../features/notifications/scout-expiry.job.ts';
import { savedSearchJobs } from '../features/saved-searches/saved-search-alerts.ts';
import { referralJobs } from '../features/referral/reward-settlement.ts';
import { campaignAnnouncementJobs } from '../features/referral/campaign-announcements.ts';
import { videoInterviewJobs } from '../features/video-interviews/answer-retention.job.ts';
import { inquiryJobs } from '../features/inquiries/inquiry-retention.job.ts';
import { companyAudience, userAudience } from '@hashi/shared/live.schema';
import type { Deps } from '../platform/deps.ts';
import type { JobDefinition } from '../platform/jobs/runner.ts';
import { quarantineJobs } from '../platform/storage/quarantine-retention.ts';

/** Every feature's background jobs, in one list: add a feature's jobs here when it has some. */
export function backgroundJobs(deps: Deps): JobDefinition[] {
  return [
    ...savedSearchJobs(deps),
    ...tokenCleanupJobs(deps),
    ...notificationJobs(deps),
    ...messagingJobs(deps),
    ...liveJobs(deps),
    ...referralJobs(deps),
    ...campaignAnnouncementJobs(deps),
    ...quarantineJobs(deps),
    ...videoInterviewJobs(deps),
    ...inquiryJobs(deps),
    // "Online" is holding an event stream, on any instance (ADR 0028).
    ...emailNoticeJobs(deps, {
      isOnline: (recipient) =>
        deps.live.isOnline(
          recipient.kind === 'applicant' ? userAudience(recipient.userId) : companyAudience(recipient.companyId),
        ),
    }),
  ];
}
