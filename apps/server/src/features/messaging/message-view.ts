import type { Locale } from '@hashi/shared/constants';
import { SenderType } from '@hashi/shared/enums';
import type { Attachment } from '@hashi/shared/message-attachment.schema';
import type { Message, ReportNotice } from '@hashi/shared/messaging.schema';
import type { MessageReportStatus } from '@hashi/shared/message-report.schema';
import { answersDeleteAt, type MessageInterview } from '@hashi/shared/video-interview.schema';
import { t } from '../../platform/i18n/locale.ts';
import type { MessageRow } from './messages.repository.ts';
import type { Side } from './threads.repository.ts';

/** The sender type of the side's own messages. */
export const senderOf = (side: Side) => (side.kind === 'applicant' ? SenderType.JobSeeker : SenderType.Company);

const iso = (d: Date | string) => new Date(d).toISOString();

/**
 * What a report means for a reader of the message (ADR 0026). Only the side that received a message
 * can report it, so a report on a message the reader did not send is the reader's own report: it
 * hides the text while pending and once upheld. The sender sees nothing while the report is pending
 * and a mark once it is upheld. A restored message is shown as usual to both.
 */
export function reportNoticeFor(
  side: Side,
  senderType: number,
  status: MessageReportStatus | null,
): ReportNotice | null {
  if (status === null || status === 'restored' || senderType === SenderType.System) return null;
  if (senderType === senderOf(side)) return status === 'upheld' ? 'removed_by_team' : null;
  return status === 'pending' ? 'reported' : 'removed';
}

/** The reader does not see the text (nor any attachment) of a message it reported. */
export const hiddenFor = (notice: ReportNotice | null) => notice === 'reported' || notice === 'removed';

/**
 * A message as the side sees it: the original text only for the company at the contact stage;
 * neither text nor files of a message the reader reported (ADR 0025, ADR 0026).
 */
export function messageOut(
  side: Side,
  locale: Locale,
  row: MessageRow,
  contactStage: boolean,
  attachments: Attachment[],
): Message {
  const mine = row.sender_type === senderOf(side);
  const notice = reportNoticeFor(side, row.sender_type, row.report_status);
  const hidden = hiddenFor(notice);
  const showOriginal = !hidden && side.kind === 'company' && contactStage && row.body_original !== null;
  const reason = locale === 'ja' ? row.decline_reason_ja : row.decline_reason_en;
  return {
    id: row.id,
    type: row.type,
    status: row.status,
    sender_type: row.sender_type,
    mine,
    body: hidden ? null : showOriginal ? row.body_original : row.body,
    contact_filtered: !hidden && !showOriginal && row.body_original !== null,
    application_status:
      row.application_status === null
        ? null
        : { status: row.application_status, label: t(locale, `approach.status.${row.application_status}`) },
    decline_reason: hidden ? null : (reason ?? null),
    report_notice: notice,
    reportable: !mine && row.sender_type !== SenderType.System && row.report_status === null,
    attachments: hidden ? [] : attachments,
    video_interview: interviewOf(row),
    created_at: iso(row.created_at),
  };
}

/** What a video interview's message says of it (ADR 0047): to open it, and when its answers go. */
function interviewOf(row: MessageRow): MessageInterview | null {
  if (row.video_interview_id === null || row.vi_deadline_at === null) return null;
  const dates = { completed_at: row.vi_completed_at, deadline_at: row.vi_deadline_at };
  return {
    id: row.video_interview_id,
    deadline_at: iso(row.vi_deadline_at),
    completed_at: row.vi_completed_at === null ? null : iso(row.vi_completed_at),
    answers_delete_at: answersDeleteAt(dates).toISOString(),
    answers_deleted: row.vi_answers_deleted_at !== null,
  };
}
