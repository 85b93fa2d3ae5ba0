import { CONTACT_MARKER } from '@hashi/shared/contact-marker';
import { SenderType } from '@hashi/shared/enums';
import type { CompanyThread, LastMessage } from '@hashi/shared/messaging.schema';
import type { TFunction } from 'i18next';
import { reportPreview } from '../../message-reports/components/report-notice.tsx';

/**
 * Message types that carry a label of their own (spec §4): scouts, pin, like, Know More, the video
 * interview's messages (7 sent, 8 an answer, 9 all answers), scout replies.
 */
const KINDS = new Set([1, 2, 4, 5, 7, 8, 9, 10, 11, 12, 13]);

/** The applicant's name once revealed (ADR 0021), else the anonymous id. */
export function applicantLabel(t: TFunction, applicant: CompanyThread['applicant']): string {
  return applicant.name || t('thread.anonymous', { id: applicant.id });
}

/** Where the thread stands: the application's stage when there is one, else the approach. */
export function threadStateLabel(t: TFunction, thread: Pick<CompanyThread, 'state' | 'application_status'>): string {
  return thread.application_status?.label ?? t(`thread.state.${thread.state}`);
}

/** The label of a message's kind ("Scout", "Know More"…), or null for a plain message. */
export function messageKindLabel(
  t: TFunction,
  message: { type: number; sender_type: number; application_status: { label: string } | null },
): string | null {
  if (message.sender_type === SenderType.System && message.application_status) {
    return t('kind.status', { status: message.application_status.label });
  }
  return KINDS.has(message.type) ? t(`kind.${message.type}`) : null;
}

/**
 * A thread's newest message in one line: the start of its text (hidden contact details said in
 * short), else what kind of message it is. A status message names the stage when it is the
 * thread's current one (the list sends the stage's words for that one only).
 */
export function previewText(
  t: TFunction,
  thread: Pick<CompanyThread, 'application_status'>,
  last: LastMessage,
): string {
  // A message the company reported is never previewed (ADR 0026).
  const reported = reportPreview(t, last.report_notice);
  if (reported) return reported;
  if (last.preview) {
    const text = last.preview.replaceAll(CONTACT_MARKER, t('thread.contact_hidden_short'));
    return last.sender_type === SenderType.Company ? t('thread.you', { text }) : text;
  }
  if (last.attachments > 0) {
    const files = t('thread.files', { count: last.attachments });
    return last.sender_type === SenderType.Company ? t('thread.you', { text: files }) : files;
  }
  if (last.sender_type === SenderType.System) {
    const current = thread.application_status;
    return current && current.status === last.application_status
      ? t('kind.status', { status: current.label })
      : t('kind.status_changed');
  }
  return KINDS.has(last.type) ? t(`kind.${last.type}`) : t('kind.message');
}
