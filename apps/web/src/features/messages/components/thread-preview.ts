import { CONTACT_MARKER } from '@hashi/shared/contact-marker';
import type { Thread } from '@hashi/shared/messaging.schema';
import type { TFunction } from 'i18next';
import { reportPreview } from '../../message-reports/components/report-notice.tsx';
import { isMine, kindOf } from './message-kind.ts';

/**
 * The thread list's line about the newest message: the start of a text ("You: …" when it is the
 * applicant's), or what happened in words — a scout, a pin, a like, Know More, a reply to a scout,
 * "Status: First interview"; for a message the applicant reported, only that it was reported.
 */
export function threadPreview(thread: Thread, t: TFunction): string {
  const last = thread.last_message;
  if (!last) return '';
  // A message the applicant reported is never previewed (ADR 0026).
  const reported = reportPreview(t, last.report_notice);
  if (reported) return reported;
  const text = last.preview?.split(CONTACT_MARKER).join(t('preview.contact_hidden')) ?? null;
  const mine = isMine(last);
  switch (kindOf(last)) {
    case 'scout':
      return text ? t('preview.scout_text', { text }) : t('preview.scout');
    case 'pin':
      return t('preview.pin');
    case 'like':
      return t(mine ? 'preview.like_mine' : 'preview.like_theirs');
    case 'know_more':
      return t('preview.know_more');
    case 'scout_applied':
      return t('preview.scout_applied');
    case 'scout_declined':
      return t('preview.scout_declined');
    case 'scout_know_more':
      return t('preview.scout_know_more');
    case 'video':
      return t('preview.video');
    case 'status': {
      // The list gives the status as a number only; its words are those of the thread's own status.
      const label = thread.application_status?.status === last.application_status ? thread.application_status : null;
      return label ? t('preview.status', { status: label.label }) : t('preview.status_changed');
    }
    default:
      if (!text && last.attachments > 0) {
        const files = t('preview.files', { count: last.attachments });
        return mine ? t('preview.you', { text: files }) : files;
      }
      if (!text) return t('preview.message');
      return mine ? t('preview.you', { text }) : text;
  }
}
