import { type Migration, type MigrationProvider, Migrator } from 'kysely';
import * as accounts from './migrations/20261122-0001-accounts.ts';
import * as deactivateReasons from './migrations/20261122-0002-deactivate-reasons.ts';
import * as accessRoutes from './migrations/20261122-0003-access-routes.ts';
import * as mastersGeography from './migrations/20261122-0004-masters-geography.ts';
import * as mastersLanguages from './migrations/20261122-0005-masters-languages.ts';
import * as mastersWork from './migrations/20261122-0006-masters-work.ts';
import * as profile from './migrations/20261122-0007-profile.ts';
import * as profileMedia from './migrations/20261122-0008-profile-media.ts';
import * as informAcceptance from './migrations/20261122-0009-inform-acceptance.ts';
import * as companiesAndPostings from './migrations/20261122-0010-companies-and-postings.ts';
import * as jobSearch from './migrations/20261122-0011-job-search.ts';
import * as savedSearches from './migrations/20261122-0012-saved-searches.ts';
import * as companyAccounts from './migrations/20261122-0013-company-accounts.ts';
import * as approaches from './migrations/20261122-0014-approaches.ts';
import * as keywordSampleIndex from './migrations/20261122-0015-keyword-sample-index.ts';
import * as messaging from './migrations/20261126-0016-messaging.ts';
import * as notifications from './migrations/20261126-0017-notifications.ts';
import * as messageAttachments from './migrations/20261126-0018-message-attachments.ts';
import * as messageReports from './migrations/20261126-0019-message-reports.ts';
import * as messageEmailNotices from './migrations/20261126-0020-message-email-notices.ts';
import * as liveEvents from './migrations/20261126-0021-live-events.ts';
import * as applicationsCompanySeen from './migrations/20261126-0022-applications-company-seen.ts';
import * as faqInquiries from './migrations/20261126-0023-faq-inquiries.ts';
import * as referralCampaigns from './migrations/20261126-0024-referral-campaigns.ts';
import * as blogArticles from './migrations/20261126-0025-blog-articles.ts';
import * as signupChannel from './migrations/20261126-0026-signup-channel.ts';
import * as companyRequests from './migrations/20261128-0027-company-requests.ts';
import * as applicantVisibility from './migrations/20261128-0028-applicant-visibility.ts';
import * as keywordPlaces from './migrations/20261128-0029-keyword-places.ts';
import * as exclusionCompanyId from './migrations/20261128-0030-exclusion-company-id.ts';
import * as campaignAnnouncements from './migrations/20261128-0031-campaign-announcements.ts';
import * as threadIncomingMarks from './migrations/20261128-0032-thread-incoming-marks.ts';
import * as quarantinedFiles from './migrations/20261128-0033-quarantined-files.ts';
import * as resumableUploads from './migrations/20261128-0034-resumable-uploads.ts';
import * as videoInterviews from './migrations/20261128-0035-video-interviews.ts';
import * as demoCampaignOut from './migrations/20261128-0036-demo-campaign-out.ts';
import * as attachmentResumableUploads from './migrations/20261129-0037-attachment-resumable-uploads.ts';
import * as cvDocuments from './migrations/20261129-0038-cv-documents.ts';
import * as jobRequestIds from './migrations/20261129-0039-job-request-ids.ts';
import * as sessionRevocations from './migrations/20261130-0040-session-revocations.ts';
import type { Database } from './database.ts';

/**
 * Every migration, in order. Forward-only: never edit one that has shipped, add the next.
 * Listed here rather than read from disk so that bundlers and tests see the same set.
 */
const MIGRATIONS: Record<string, Migration> = {
  '20261122-0001-accounts': accounts,
  '20261122-0002-deactivate-reasons': deactivateReasons,
  '20261122-0003-access-routes': accessRoutes,
  '20261122-0004-masters-geography': mastersGeography,
  '20261122-0005-masters-languages': mastersLanguages,
  '20261122-0006-masters-work': mastersWork,
  '20261122-0007-profile': profile,
  '20261122-0008-profile-media': profileMedia,
  '20261122-0009-inform-acceptance': informAcceptance,
  '20261122-0010-companies-and-postings': companiesAndPostings,
  '20261122-0011-job-search': jobSearch,
  '20261122-0012-saved-searches': savedSearches,
  '20261122-0013-company-accounts': companyAccounts,
  '20261122-0014-approaches': approaches,
  '20261122-0015-keyword-sample-index': keywordSampleIndex,
  '20261126-0016-messaging': messaging,
  '20261126-0017-notifications': notifications,
  '20261126-0018-message-attachments': messageAttachments,
  '20261126-0019-message-reports': messageReports,
  '20261126-0020-message-email-notices': messageEmailNotices,
  '20261126-0021-live-events': liveEvents,
  '20261126-0022-applications-company-seen': applicationsCompanySeen,
  '20261126-0023-faq-inquiries': faqInquiries,
  '20261126-0024-referral-campaigns': referralCampaigns,
  '20261126-0025-blog-articles': blogArticles,
  '20261126-0026-signup-channel': signupChannel,
  '20261128-0027-company-requests': companyRequests,
  '20261128-0028-applicant-visibility': applicantVisibility,
  '20261128-0029-keyword-places': keywordPlaces,
  '20261128-0030-exclusion-company-id': exclusionCompanyId,
  '20261128-0031-campaign-announcements': campaignAnnouncements,
  '20261128-0032-thread-incoming-marks': threadIncomingMarks,
  '20261128-0033-quarantined-files': quarantinedFiles,
  '20261128-0034-resumable-uploads': resumableUploads,
  '20261128-0035-video-interviews': videoInterviews,
  '20261128-0036-demo-campaign-out': demoCampaignOut,
  '20261129-0037-attachment-resumable-uploads': attachmentResumableUploads,
  '20261129-0038-cv-documents': cvDocuments,
  '20261129-0039-job-request-ids': jobRequestIds,
  '20261130-0040-session-revocations': sessionRevocations,
};

const provider: MigrationProvider = { getMigrations: async () => MIGRATIONS };

export async function migrateToLatest(db: Database): Promise<void> {
  const migrator = new Migrator({ db, provider });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    throw new Error(`Migration ${failed?.migrationName ?? ''} failed: ${String(error)}`, { cause: error });
  }
}
