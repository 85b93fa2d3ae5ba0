import type { AdminMessageReportSummary } from '@hashi/shared/message-report.schema';
import type { TFunction } from 'i18next';

/** Who reported, in words: the applicant or the company of the thread. */
export const reporterLabel = (t: TFunction, report: Pick<AdminMessageReportSummary, 'reporter_side'>) =>
  t(`reports.reporter_${report.reporter_side}`);

/** The report's reason, in the shared words both sides chose it from. */
export const reasonLabel = (t: TFunction, report: Pick<AdminMessageReportSummary, 'reason'>) =>
  t(`shared:message_reports.reason.${report.reason}`);

/** The applicant's name, or "Applicant #id" when the profile has none. */
export const applicantLabel = (t: TFunction, report: Pick<AdminMessageReportSummary, 'applicant'>) =>
  report.applicant.name ?? t('reports.applicant_anonymous', { id: report.applicant.id });
