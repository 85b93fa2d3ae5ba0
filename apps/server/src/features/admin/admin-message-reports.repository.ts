import { sql } from 'kysely';
import type { MessageReportReason, MessageReportStatus, ReporterSide } from '@hashi/shared/message-report.schema';
import type { Database } from '../../platform/db/database.ts';

/** A report with its thread's context: the company, the posting, the applicant's name. */
export interface ReportRow {
  id: number;
  status: MessageReportStatus;
  reason: MessageReportReason;
  reporter_side: ReporterSide;
  note: string | null;
  admin_note: string | null;
  created_at: Date;
  decided_at: Date | null;
  company_id: number;
  company_name_en: string;
  company_name_ja: string;
  job_posting_id: number;
  title_en: string | null;
  title_ja: string | null;
  applicant_id: number;
  first_name: string | null;
  last_name: string | null;
}

/** The reported message and where its thread stands (for the detail view only). */
export interface ReportDetailRow extends ReportRow {
  message_id: number;
  body: string | null;
  body_original: string | null;
  sent_at: Date;
  matched_at: Date | null;
  scouted_at: Date | null;
  company_pinned_at: Date | null;
  company_liked_at: Date | null;
  application_status: number | null;
}

const REPORT_SELECT = sql`select r.id, r.status, r.reason, r.reporter_side, r.note, r.admin_note, r.created_at,
    r.decided_at, a.company_id, c.name_en as company_name_en, c.name_ja as company_name_ja,
    a.job_posting_id, p.title_en, p.title_ja, a.applicant_id, pr.first_name, pr.last_name`;
const REPORT_FROM = sql`from message_reports r
  join approaches a on a.id = r.approach_id
  join companies c on c.id = a.company_id
  join job_postings p on p.id = a.job_posting_id
  left join applicant_profiles pr on pr.applicant_id = a.applicant_id`;

/** One page of the reports with this status, newest first, their total, and all pending reports. */
export async function listReports(
  db: Database,
  status: MessageReportStatus,
  page: { offset: number; limit: number },
): Promise<{ rows: ReportRow[]; total: number; pending: number }> {
  const [rows, counts] = await Promise.all([
    sql<ReportRow>`${REPORT_SELECT} ${REPORT_FROM} where r.status = ${status}
      order by r.id desc limit ${page.limit} offset ${page.offset}`.execute(db),
    sql<{ total: number; pending: number }>`select count(*) filter (where status = ${status})::integer as total,
      count(*) filter (where status = 'pending')::integer as pending from message_reports`.execute(db),
  ]);
  const count = counts.rows[0];
  return { rows: rows.rows, total: Number(count?.total ?? 0), pending: Number(count?.pending ?? 0) };
}

/** One report with its message and its thread's stage, or undefined. */
export async function findReport(db: Database, id: number): Promise<ReportDetailRow | undefined> {
  const { rows } = await sql<ReportDetailRow>`${REPORT_SELECT}, m.id as message_id, m.body, m.body_original,
      m.created_at as sent_at, a.matched_at, a.scouted_at, a.company_pinned_at, a.company_liked_at,
      ap.status as application_status
    ${REPORT_FROM}
    join approach_messages m on m.id = r.message_id
    left join applications ap on ap.applicant_id = a.applicant_id and ap.job_posting_id = a.job_posting_id
    where r.id = ${id}`.execute(db);
  return rows[0];
}

/** Records an admin's decision (the last one counts); false when there is no such report. */
export async function decideReport(
  db: Database,
  id: number,
  decision: { status: MessageReportStatus; admin_note: string | null; decided_by: number; decided_at: Date },
): Promise<boolean> {
  const result = await db
    .updateTable('message_reports')
    .set({ ...decision, updated_at: decision.decided_at })
    .where('id', '=', id)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}
