import type { NoticeSide } from '../../platform/db/message-notice-schema.ts';
import type { Database } from '../../platform/db/database.ts';
import type { Deps } from '../../platform/deps.ts';
import { asLocale } from '../../platform/i18n/locale.ts';
import { enqueueJob } from '../../platform/jobs/jobs.repository.ts';
import type { JobDefinition } from '../../platform/jobs/runner.ts';
import { type MessagingSide, threadUnreadCount } from '../messaging/unread.ts';
import { renderNoticeMail } from './email-notice.mail.ts';
import {
  applicantRecipient,
  companyRecipients,
  type DueNotice,
  dueNotices,
  lockDueNotice,
  postponeNotice,
  noticeThread,
  type Recipient,
  revealedName,
  settleNotice,
} from './email-notices.repository.ts';
import {
  isApplicantKind,
  isNoticeKind,
  MEMBER_SWITCH_OF,
  NOTICE_WINDOW_MS,
  type NoticeKind,
  PREFERENCE_OF,
} from './notice-kinds.ts';
import { noticeUnsubscribeToken } from './notice-unsubscribe-token.ts';
import { type IsOnline, type NoticeRecipient, neverOnline } from './online.ts';
import { personName } from '@hashi/shared/person-name';

/**
 * E-mail notices of new messages, scouts and applications (issue 11, spec §8; ADR 0027), in two
 * durable steps like the saved-search alerts (ADR 0016):
 *
 * 1. The sweep (every minute) takes each thread whose notice is due and, in one transaction that
 *    locks its row, decides: still unread by the badge's query, recipient not online, the kind
 *    chosen by the recipient — then enqueues one send job per recipient and starts the thread's
 *    15-minute window; otherwise it clears the row (or, for a recipient online, asks again a
 *    window later). Either way, all of it commits together.
 * 2. The send job renders the mail in the recipient's current language and sends it; it skips a
 *    thread read, or a kind switched off, in between. A failed send is retried by the runner.
 */

export const NOTICE_SWEEP_JOB = 'email-notices.sweep';
export const NOTICE_SEND_JOB = 'email-notices.send';
const SWEEP_EVERY_MS = 60_000;
const SWEEP_BATCH = 100;

const messagingSide = (side: NoticeSide, thread: { applicant_id: number; company_id: number }): MessagingSide =>
  side === 'applicant'
    ? { kind: 'applicant', applicantId: thread.applicant_id }
    : { kind: 'company', companyId: thread.company_id };

/** The kinds of `kinds` an applicant's e-mail choices let through. */
const applicantWants = (kinds: readonly NoticeKind[], ids: readonly number[]) =>
  kinds.filter((k) => isApplicantKind(k) && ids.includes(PREFERENCE_OF[k]));

/** The kinds of `kinds` a company member's switches let through. */
const memberWants = (kinds: readonly NoticeKind[], member: { email_applications: boolean; email_replies: boolean }) =>
  kinds.filter((k) => !isApplicantKind(k) && member[MEMBER_SWITCH_OF[k]]);

interface Send {
  user_id: number;
  kinds: NoticeKind[];
}

/** Who gets a mail for the thread's waiting kinds, and about which of them. */
async function recipientsOf(db: Database, side: NoticeSide, thread: DueNotice, kinds: NoticeKind[]): Promise<Send[]> {
  if (side === 'applicant') {
    const applicant = await applicantRecipient(db, thread.applicant_id);
    const wanted = applicant ? applicantWants(kinds, applicant.notification_ids) : [];
    return applicant && wanted.length > 0 ? [{ user_id: applicant.user_id, kinds: wanted }] : [];
  }
  const members = await companyRecipients(db, thread.company_id);
  return members.map((m) => ({ user_id: m.user_id, kinds: memberWants(kinds, m) })).filter((s) => s.kinds.length > 0);
}

export type SettleOutcome = 'mailed' | 'read' | 'online' | 'off' | 'taken';

/** One due notice: mails it (through send jobs) or lets it go, in one transaction. */
export async function settleDueNotice(deps: Deps, isOnline: IsOnline, notice: DueNotice): Promise<SettleOutcome> {
  const recipient: NoticeRecipient =
    notice.side === 'applicant'
      ? { kind: 'applicant', userId: notice.applicant_id }
      : { kind: 'company', companyId: notice.company_id };
  // Asked before the transaction: on the embedded database a transaction holds the only connection.
  const online = await isOnline(recipient);
  const now = deps.now();
  return deps.db.transaction().execute(async (trx) => {
    const row = await lockDueNotice(trx, notice.approach_id, notice.side, now);
    if (!row) return 'taken';
    const unread = await threadUnreadCount(trx, messagingSide(notice.side, notice), notice.approach_id);
    let outcome: SettleOutcome;
    if (unread === 0) outcome = 'read';
    else if (online) outcome = 'online';
    else {
      const sends = await recipientsOf(trx, notice.side, notice, row.kinds.filter(isNoticeKind));
      for (const send of sends) {
        await enqueueJob(trx, {
          name: NOTICE_SEND_JOB,
          payload: { approach_id: notice.approach_id, side: notice.side, ...send },
          runAt: now,
          maxAttempts: 8,
        });
      }
      outcome = sends.length > 0 ? 'mailed' : 'off';
    }
    if (outcome === 'online') {
      // Seen live, perhaps: asked again a window later, and mailed then if still unread and away.
      await postponeNotice(trx, notice.approach_id, notice.side, new Date(now.getTime() + NOTICE_WINDOW_MS), now);
    } else {
      await settleNotice(trx, notice.approach_id, notice.side, outcome === 'mailed' ? now : null, now);
    }
    return outcome;
  });
}

/** The sweep: every due notice, oldest first, a batch at a time. Answers how many were mailed. */
export async function sweepNotices(deps: Deps, isOnline: IsOnline = neverOnline): Promise<number> {
  let mailed = 0;
  let after: { dueAt: Date; approachId: number; side: string } | null = null;
  for (;;) {
    const batch = await dueNotices(deps.db, deps.now(), after, SWEEP_BATCH);
    for (const notice of batch) {
      if ((await settleDueNotice(deps, isOnline, notice)) === 'mailed') mailed += 1;
    }
    const last = batch.at(-1);
    if (!last || batch.length < SWEEP_BATCH) return mailed;
    after = { dueAt: new Date(last.due_at), approachId: last.approach_id, side: last.side };
  }
}

function parsePayload(
  payload: unknown,
): { approachId: number; side: NoticeSide; userId: number; kinds: NoticeKind[] } | null {
  const p = payload as { approach_id?: unknown; side?: unknown; user_id?: unknown; kinds?: unknown };
  const approachId = Number(p.approach_id);
  const userId = Number(p.user_id);
  if (!Number.isInteger(approachId) || !Number.isInteger(userId)) return null;
  if (p.side !== 'applicant' && p.side !== 'company') return null;
  const kinds = Array.isArray(p.kinds)
    ? p.kinds.filter((k): k is NoticeKind => typeof k === 'string' && isNoticeKind(k))
    : [];
  return { approachId, side: p.side, userId, kinds };
}

/** Sends one thread's notice to one recipient; a thread read or a kind switched off meanwhile sends nothing. */
export async function sendNotice(deps: Deps, payload: unknown): Promise<'sent' | 'skipped'> {
  const job = parsePayload(payload);
  if (!job) return 'skipped';
  const thread = await noticeThread(deps.db, job.approachId);
  if (!thread) return 'skipped';
  const unread = await threadUnreadCount(deps.db, messagingSide(job.side, thread), job.approachId);
  if (unread === 0) return 'skipped';
  let recipient: Recipient | undefined;
  let kinds: NoticeKind[] = [];
  if (job.side === 'applicant') {
    const applicant = await applicantRecipient(deps.db, thread.applicant_id);
    if (applicant?.user_id === job.userId) {
      recipient = applicant;
      kinds = applicantWants(job.kinds, applicant.notification_ids);
    }
  } else {
    const [member] = await companyRecipients(deps.db, thread.company_id, job.userId);
    if (member) {
      recipient = member;
      kinds = memberWants(job.kinds, member);
    }
  }
  if (!recipient || kinds.length === 0) return 'skipped';
  const locale = asLocale(recipient.locale);
  const ja = locale === 'ja';
  const appUrl = deps.config.APP_URL.replace(/\/$/, '');
  const unsubscribeUrls = Object.fromEntries(
    kinds.map((k) => [
      k,
      `${appUrl}/api/v1/email-notices/unsubscribe?token=${encodeURIComponent(
        noticeUnsubscribeToken(deps.config.jwtSecret, job.userId, k),
      )}`,
    ]),
  );
  const applicant =
    job.side === 'company'
      ? personName(locale, await revealedName(deps.db, thread.company_id, thread.applicant_id))
      : null;
  await deps.mailer.send(
    renderNoticeMail({
      locale,
      to: recipient.email,
      kinds,
      company: (ja ? thread.company_name_ja : thread.company_name_en) || thread.company_name_en,
      posting: (ja ? (thread.title_ja ?? thread.title_en) : (thread.title_en ?? thread.title_ja)) ?? '',
      applicant,
      unread,
      conversationUrl: `${appUrl}${job.side === 'applicant' ? '' : '/employer'}/messages/${thread.thread_code}`,
      unsubscribeUrls,
    }),
  );
  return 'sent';
}

/**
 * The background jobs of this feature (src/app/background-jobs.ts). `isOnline` is the live
 * presence; until it is wired, nobody is online.
 */
export function emailNoticeJobs(deps: Deps, options: { isOnline?: IsOnline } = {}): JobDefinition[] {
  const isOnline = options.isOnline ?? neverOnline;
  return [
    {
      name: NOTICE_SWEEP_JOB,
      everyMs: SWEEP_EVERY_MS,
      handle: async () => {
        await sweepNotices(deps, isOnline);
      },
    },
    {
      name: NOTICE_SEND_JOB,
      maxAttempts: 8,
      handle: async (payload) => {
        await sendNotice(deps, payload);
      },
    },
  ];
}
