import { EmailNotification } from '@hashi/shared/email-notice.schema';
import { ApplyStatus, MessageType, SenderType } from '@hashi/shared/enums';
import type { NoticeSide } from '../../platform/db/message-notice-schema.ts';

/**
 * What a thread's e-mail notice is about (ADR 0027). The applicant's kinds follow their e-mail
 * notification choices (`cs-email-notifications`); the company's are each member's own switches.
 */
export const APPLICANT_NOTICE_KINDS = ['messages', 'status', 'interest'] as const;
export const COMPANY_NOTICE_KINDS = ['applications', 'replies'] as const;
export type ApplicantNoticeKind = (typeof APPLICANT_NOTICE_KINDS)[number];
export type CompanyNoticeKind = (typeof COMPANY_NOTICE_KINDS)[number];
export type NoticeKind = ApplicantNoticeKind | CompanyNoticeKind;
export const NOTICE_KINDS: readonly NoticeKind[] = [...APPLICANT_NOTICE_KINDS, ...COMPANY_NOTICE_KINDS];

/** The applicant's `email_notification_ids` choice behind each of their kinds. */
export const PREFERENCE_OF: Record<ApplicantNoticeKind, number> = {
  messages: EmailNotification.ScoutsAndMessages,
  status: EmailNotification.ApplicationUpdates,
  interest: EmailNotification.CompanyInterest,
};

/** The company member's switch behind each of the company's kinds. */
export const MEMBER_SWITCH_OF = {
  applications: 'email_applications',
  replies: 'email_replies',
} as const satisfies Record<CompanyNoticeKind, string>;

/** A thread mails once its first unseen message is this old: a reader in the conversation is never mailed. */
export const NOTICE_DELAY_MS = 2 * 60_000;
/** At most one mail per thread and side in this window. */
export const NOTICE_WINDOW_MS = 15 * 60_000;

export const isNoticeKind = (value: string): value is NoticeKind => (NOTICE_KINDS as readonly string[]).includes(value);
export const isApplicantKind = (kind: NoticeKind): kind is ApplicantNoticeKind =>
  (APPLICANT_NOTICE_KINDS as readonly string[]).includes(kind);

/**
 * Who a new thread message is news for, and of which kind; null for what the other side never
 * reads as new (the applicant's private saves, the invisible status, a system line of no status).
 * Mirrors the unread rule of messaging/threads.repository.ts, which the sweep checks again.
 */
export function noticeOf(message: {
  type: number;
  sender_type: number;
  application_status?: number | null;
}): { side: NoticeSide; kind: NoticeKind } | null {
  if (message.type === MessageType.Save || message.application_status === ApplyStatus.Invisible) return null;
  if (message.sender_type === SenderType.System) {
    if (message.application_status === ApplyStatus.DocumentSelection) return { side: 'company', kind: 'applications' };
    return message.application_status == null ? null : { side: 'applicant', kind: 'status' };
  }
  if (message.sender_type === SenderType.Company) {
    const interest = message.type === MessageType.Pin || message.type === MessageType.LetsTalk;
    return { side: 'applicant', kind: interest ? 'interest' : 'messages' };
  }
  if (message.sender_type === SenderType.JobSeeker) return { side: 'company', kind: 'replies' };
  return null;
}
