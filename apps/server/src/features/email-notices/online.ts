/**
 * Who a notice is for, as the live presence knows them (ADR 0027): an applicant, or a company (any
 * of its members in the console). src/app/background-jobs.ts passes the live presence in.
 */
export type NoticeRecipient = { kind: 'applicant'; userId: number } | { kind: 'company'; companyId: number };

/** Whether the recipient is online now: an online recipient sees the message live and is not mailed. */
export type IsOnline = (recipient: NoticeRecipient) => Promise<boolean>;

/** Until presence is wired: nobody is online, so every due unread thread is mailed. */
export const neverOnline: IsOnline = async () => false;
