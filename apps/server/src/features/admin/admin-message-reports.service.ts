import type { Locale } from '@hashi/shared/constants';
import type {
  AdminMessageReport,
  AdminMessageReportListQuery,
  AdminMessageReportSummary,
} from '@hashi/shared/message-report.schema';
import type { Deps } from '../../platform/deps.ts';
import { notFound } from '../../platform/errors.ts';
import { pageMeta, pageWindow } from '../../platform/http/page-meta.ts';
import { t } from '../../platform/i18n/locale.ts';
import { atContactStage } from '../approaches/thread-messages.repository.ts';
import { threadState } from '../messaging/thread-state.ts';
import { decideReport, findReport, listReports, type ReportRow } from './admin-message-reports.repository.ts';
import { reportedMessageAttachments } from '../messaging/attachment-links.ts';
import { personName } from '@hashi/shared/person-name';

/**
 * The admins' review of reported messages (ADR 0026): the queue by status, one report with the
 * reported message as its recipient saw it and the thread's context, and the decisions (uphold,
 * restore), which can be changed later. No other message of the thread is ever shown.
 */

const iso = (d: Date | string) => new Date(d).toISOString();
const inLocale = (locale: Locale, en: string | null, ja: string | null) =>
  (locale === 'ja' ? ja || en : en || ja) ?? '';

function summaryOf(locale: Locale, row: ReportRow): AdminMessageReportSummary {
  return {
    id: row.id,
    status: row.status,
    reason: row.reason,
    reporter_side: row.reporter_side,
    company: { id: row.company_id, name: inLocale(locale, row.company_name_en, row.company_name_ja) },
    job_posting: { id: row.job_posting_id, title: inLocale(locale, row.title_en, row.title_ja) },
    applicant: { id: row.applicant_id, name: personName(locale, row) },
    reported_at: iso(row.created_at),
    decided_at: row.decided_at === null ? null : iso(row.decided_at),
  };
}

export async function listMessageReports(deps: Deps, locale: Locale, query: AdminMessageReportListQuery) {
  const { rows, total, pending } = await listReports(deps.db, query.status, pageWindow(query));
  return { data: rows.map((row) => summaryOf(locale, row)), meta: pageMeta(query, total), pending_count: pending };
}

export async function showMessageReport(deps: Deps, locale: Locale, id: number): Promise<{ data: AdminMessageReport }> {
  const row = await findReport(deps.db, id);
  if (!row) throw notFound();
  // What the recipient saw: the company reads the original only while the contact stage holds (ADR 0023).
  const companyAtContact =
    row.reporter_side === 'company' && (await atContactStage(deps.db, row.company_id, row.applicant_id));
  const original = companyAtContact && row.body_original !== null;
  const status = row.application_status;
  return {
    data: {
      ...summaryOf(locale, row),
      note: row.note,
      admin_note: row.admin_note,
      message: {
        id: row.message_id,
        body: original ? row.body_original : row.body,
        contact_filtered: !original && row.body_original !== null,
        sent_at: iso(row.sent_at),
        attachments: await reportedMessageAttachments(deps, row.message_id, companyAtContact),
      },
      thread: {
        state: threadState(row),
        application_status: status === null ? null : { status, label: t(locale, `approach.status.${status}`) },
      },
    },
  };
}

/** Upholds (keeps the message hidden from its recipient) or restores it (shown again to both). */
export async function decideMessageReport(
  deps: Deps,
  locale: Locale,
  adminId: number,
  id: number,
  decision: 'upheld' | 'restored',
  note: string | null,
) {
  const found = await decideReport(deps.db, id, {
    status: decision,
    admin_note: note,
    decided_by: adminId,
    decided_at: deps.now(),
  });
  if (!found) throw notFound();
  return showMessageReport(deps, locale, id);
}
