import type { Deps } from '../../platform/deps.ts';
import type { Database } from '../../platform/db/database.ts';
import { asLocale, t } from '../../platform/i18n/locale.ts';
import { enqueueJob } from '../../platform/jobs/jobs.repository.ts';
import { type JobDefinition, JobRunner, type JobRunnerOptions } from '../../platform/jobs/runner.ts';
import { renderMail } from '../../platform/mail/layout.ts';
import { notify } from '../notifications/notify.repository.ts';
import { jstMonthKey, jstMonthStart, mailbox, withinDays } from './campaign-period.ts';
import {
  assignFreeCode,
  countReferrerRewards,
  insertReward,
  interviewCandidates,
  lockUser,
  markRewardSent,
  type ReferralCandidate,
  referralCandidates,
  rewardToSend,
  waitingRewards,
} from './reward-settlement.repository.ts';

/**
 * The monthly reward settlement (spec §9; ADR 0016 runner; ADR 0030), in two durable steps:
 *
 * 1. The sweep settles every interview reached before the current Japan-time month began: it writes
 *    each reward once (its `dedupe_key`), takes a code from the pool and enqueues its mail, all in
 *    one transaction. A reward with no free code of its amount waits (`awaiting_code`) for the next
 *    sweep after an upload. The sweep runs hourly and finds work only after a month ends.
 * 2. The send job mails the assigned code in the winner's language and marks it sent. A retried job
 *    finds it sent (or voided) and does nothing; the code was fixed in step 1, so a repeat after a
 *    crash inside the SMTP exchange can only repeat the same code, never give a second one.
 */

export const REWARD_SWEEP_JOB = 'referral.reward-sweep';
export const REWARD_SEND_JOB = 'referral.reward-send';
const SWEEP_EVERY_MS = 3_600_000;
const WAITING_BATCH = 500;

async function assignAndEnqueue(trx: Database, rewardId: number, amount: number, now: Date): Promise<void> {
  if (await assignFreeCode(trx, rewardId, amount, now)) {
    await enqueueJob(trx, { name: REWARD_SEND_JOB, payload: { reward_id: rewardId }, runAt: now });
  }
}

/** Spec §9 and the fraud basics: why a friend's sign-up earns nothing (null when it qualifies). */
export function referralRefusal(c: ReferralCandidate): string | null {
  if (c.friend_id === c.referrer_id || mailbox(c.friend_email) === mailbox(c.referrer_email)) return 'own_email';
  if (new Date(c.friend_created_at).getTime() < new Date(c.invitation_created_at).getTime()) return 'existing_account';
  if (!withinDays(c.used_at, c.registered_at, c.register_within_days ?? 7)) return 'registered_late';
  if (!withinDays(c.registered_at, c.first_interview_at, c.interview_within_days ?? 30)) return 'interview_late';
  return null;
}

async function settleReferral(deps: Deps, c: ReferralCandidate): Promise<void> {
  const now = deps.now();
  const period = jstMonthKey(new Date(c.first_interview_at));
  await deps.db.transaction().execute(async (trx) => {
    await lockUser(trx, c.referrer_id);
    const common = {
      campaign_id: c.campaign_id,
      friend_user_id: c.friend_id,
      application_id: c.application_id,
      amount_yen: c.reward_yen,
      qualified_at: new Date(c.first_interview_at),
      period_month: period,
    };
    const friendReward = await insertReward(trx, {
      ...common,
      user_id: c.friend_id,
      role: 'friend',
      dedupe_key: `referral:friend:${c.friend_id}`,
      status: 'awaiting_code',
    });
    if (friendReward === undefined) return;
    await assignAndEnqueue(trx, friendReward, c.reward_yen, now);
    const given = await countReferrerRewards(trx, c.referrer_id, period);
    const capped = c.monthly_cap !== null && given >= c.monthly_cap;
    const referrerReward = await insertReward(trx, {
      ...common,
      user_id: c.referrer_id,
      role: 'referrer',
      dedupe_key: `referral:referrer:${c.friend_id}`,
      status: capped ? 'capped' : 'awaiting_code',
    });
    if (referrerReward !== undefined && !capped) await assignAndEnqueue(trx, referrerReward, c.reward_yen, now);
  });
}

/** Settles every reward earned before the current Japan-time month; answers how many were written. */
export async function settleRewards(deps: Deps): Promise<number> {
  const before = jstMonthStart(deps.now());
  let written = 0;
  // Codes uploaded since the last sweep go to the rewards that waited for them, oldest first.
  await deps.db.transaction().execute(async (trx) => {
    for (const w of await waitingRewards(trx, WAITING_BATCH))
      await assignAndEnqueue(trx, w.id, w.amount_yen, deps.now());
  });
  for (const c of await referralCandidates(deps.db, before)) {
    if (referralRefusal(c) !== null) continue;
    await settleReferral(deps, c);
    written += 1;
  }
  for (const c of await interviewCandidates(deps.db, before)) {
    const now = deps.now();
    await deps.db.transaction().execute(async (trx) => {
      const id = await insertReward(trx, {
        campaign_id: c.campaign_id,
        user_id: c.user_id,
        role: 'participant',
        friend_user_id: null,
        application_id: c.application_id,
        dedupe_key: c.once_per_person
          ? `campaign:${c.campaign_id}:user:${c.user_id}`
          : `campaign:${c.campaign_id}:application:${c.application_id}`,
        amount_yen: c.reward_yen,
        qualified_at: new Date(c.first_interview_at),
        period_month: jstMonthKey(new Date(c.first_interview_at)),
        status: 'awaiting_code',
      });
      if (id !== undefined) {
        await assignAndEnqueue(trx, id, c.reward_yen, now);
        written += 1;
      }
    });
  }
  return written;
}

const yen = (locale: 'en' | 'ja', amount: number) =>
  locale === 'ja' ? `${amount.toLocaleString('ja-JP')}円` : `¥${amount.toLocaleString('en-US')}`;

/** Mails one assigned reward's code, once; a voided, sent or ownerless reward is left alone. */
export async function sendReward(deps: Deps, rewardId: number): Promise<'sent' | 'done'> {
  const row = await rewardToSend(deps.db, rewardId);
  if (row?.status !== 'assigned' || !row.code || row.deleted_at) return 'done';
  const locale = asLocale(row.locale);
  const campaign = locale === 'ja' ? row.name_ja : row.name_en;
  const amount = yen(locale, row.amount_yen);
  await deps.mailer.send(
    renderMail({
      locale,
      to: row.email,
      subject: t(locale, 'referral.mail.subject', { amount }),
      paragraphs: [
        t(locale, `referral.mail.body_${row.role}`, { amount, campaign }),
        t(locale, 'referral.mail.code_intro'),
      ],
      code: row.code,
      footer: t(locale, 'referral.mail.footer'),
      headers: { 'X-Hashi-Reward': String(row.id) },
    }),
  );
  const now = deps.now();
  await deps.db.transaction().execute(async (trx) => {
    if (!(await markRewardSent(trx, row.id, now))) return;
    await notify(
      trx,
      {
        userId: row.user_id,
        kind: 'reward',
        params: { reward_id: row.id, amount: row.amount_yen },
        link: '/referral',
        eventKey: `reward:${row.id}`,
      },
      now,
    );
  });
  return 'sent';
}

/**
 * The month-end settlement as of `at` (tests only, through TEST_CONTROLS; ADR 0030 revision 1): the
 * sweep, then the reward mails it enqueued, run by a runner whose clock reads `at` and that takes
 * only send jobs, so the periodic rows of the in-process runner keep their times.
 */
export async function settleRewardsAsOf(
  deps: Deps,
  at: Date,
  log: JobRunnerOptions['log'],
): Promise<{ written: number; sent: number }> {
  const moved: Deps = { ...deps, now: () => at };
  const written = await settleRewards(moved);
  const definitions = referralJobs(moved).filter((d) => d.name === REWARD_SEND_JOB);
  const sent = await new JobRunner({ db: deps.db, now: () => at, definitions, log }).runDue();
  return { written, sent };
}

/** The background jobs of this feature (src/app/background-jobs.ts). */
export function referralJobs(deps: Deps): JobDefinition[] {
  return [
    {
      name: REWARD_SWEEP_JOB,
      everyMs: SWEEP_EVERY_MS,
      handle: async () => {
        await settleRewards(deps);
      },
    },
    {
      name: REWARD_SEND_JOB,
      maxAttempts: 8,
      handle: async (payload) => {
        const id = Number((payload as { reward_id?: unknown }).reward_id);
        if (Number.isInteger(id) && id > 0) await sendReward(deps, id);
      },
    },
  ];
}
