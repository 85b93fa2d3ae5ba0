import { z } from 'zod';

/** The `cs-email-notifications` choices the e-mail notices follow (seeded ids; ADR 0027). */
export const EmailNotification = {
  ScoutsAndMessages: 1,
  SavedSearchJobs: 2,
  ApplicationUpdates: 4,
  CompanyInterest: 5,
} as const;

/**
 * What a new applicant has chosen until they change it: scouts and messages from companies, and
 * updates on their applications (ADR 0027).
 */
export const DEFAULT_EMAIL_NOTIFICATION_IDS: readonly number[] = [
  EmailNotification.ScoutsAndMessages,
  EmailNotification.ApplicationUpdates,
];

/** The kinds of message e-mail a one-click link can stop: the applicant's three, the company member's two. */
export const emailNoticeKindSchema = z.enum(['messages', 'status', 'interest', 'applications', 'replies']);
export type EmailNoticeKind = z.infer<typeof emailNoticeKindSchema>;

/** GET and POST /api/v1/email-notices/unsubscribe?token=: the signed link of a notice mail (no login). */
export const emailNoticeUnsubscribeQuerySchema = z.object({ token: z.string().min(1).max(500) });
export const emailNoticeUnsubscribeResponseSchema = z.object({
  message: z.string(),
  /** The kind the link names, and whether its mails are still sent (GET) or now stopped (POST). */
  data: z.object({ kind: emailNoticeKindSchema, subscribed: z.boolean() }),
});
export type EmailNoticeUnsubscribeResponse = z.infer<typeof emailNoticeUnsubscribeResponseSchema>;
