import type { JobSearchFilters } from '@hashi/shared/job-search.schema';
import { notify } from '../notifications/notify.repository.ts';
import type { Deps } from '../../platform/deps.ts';
import { asLocale } from '../../platform/i18n/locale.ts';
import { enqueueJob } from '../../platform/jobs/jobs.repository.ts';
import type { JobDefinition } from '../../platform/jobs/runner.ts';
import { postingCards } from '../job-search/job-search.cards.ts';
import { renderAlertMail } from './saved-search-alert.mail.ts';
import {
  alertedPostingIds,
  alertingSearchIds,
  deleteAlertMail,
  findAlertMail,
  findNewMatches,
  insertAlertMail,
  lockAlertingSearch,
  markAlertMail,
  markSearchSwept,
  recordAlertedPostings,
  setAlertMailCount,
} from './saved-search-alerts.repository.ts';
import { unsubscribeToken } from './unsubscribe-token.ts';

/**
 * Saved-search alerts (issue 4; ADR 0016), in two durable steps:
 *
 * 1. The sweep (every ALERT_INTERVAL_MINUTES) takes each search with its alert on and, in one
 *    transaction per search, picks the visible postings that match it, were published since the
 *    alert's window opened and were never alerted to that applicant; records them in
 *    `saved_search_alerts_sent` (its key makes a posting alerted once per applicant, ever), writes an
 *    alert-mail row, and enqueues a job to send it. All of that commits together, or not at all.
 * 2. The send job mails that row's postings and marks it sent. A failed or interrupted send is run
 *    again by the job runner (nothing is lost); a mail already marked sent is not sent again.
 */

export const ALERT_SWEEP_JOB = 'saved-searches.alert-sweep';
export const ALERT_SEND_JOB = 'saved-searches.alert-send';
/** Postings recorded by one alert at most (the mail lists the first ten and links to the rest). */
export const ALERT_POSTINGS_MAX = 100;
/** How far before the last sweep the next one looks again, for postings committed late. */
export const SWEEP_LOOKBACK_MS = 24 * 3_600_000;
const SWEEP_BATCH = 200;

/** One saved search: records its new matches and enqueues their mail. Answers the mail's id, if any. */
export async function prepareAlert(deps: Deps, savedSearchId: number): Promise<number | null> {
  const now = deps.now();
  return deps.db.transaction().execute(async (trx) => {
    // Locked (skipped if another runner has it) so that two sweeps never prepare the same search at once.
    const search = await lockAlertingSearch(trx, savedSearchId);
    if (!search) return null;
    const since = new Date(
      Math.max(
        new Date(search.alert_since).getTime(),
        search.swept_at ? new Date(search.swept_at).getTime() - SWEEP_LOOKBACK_MS : 0,
      ),
    );
    const ids = await findNewMatches(
      trx,
      search.applicant_id,
      search.conditions as JobSearchFilters,
      since,
      ALERT_POSTINGS_MAX,
    );
    let mailId: number | null = null;
    if (ids.length > 0) {
      const mail = await insertAlertMail(trx, search, now);
      // A posting another search of the same applicant recorded meanwhile is left to that search's mail.
      const inserted = await recordAlertedPostings(trx, search, mail.id, ids);
      if (inserted.length > 0) {
        await setAlertMailCount(trx, mail.id, inserted.length);
        await notify(
          trx,
          {
            userId: search.applicant_id,
            kind: 'job_alert',
            params: { saved_search_id: search.id, count: inserted.length },
            link: '/my-search',
            eventKey: `job_alert:${mail.id}`,
          },
          now,
        );
        await enqueueJob(trx, { name: ALERT_SEND_JOB, payload: { alert_mail_id: mail.id }, runAt: now });
        mailId = mail.id;
      } else {
        await deleteAlertMail(trx, mail.id);
      }
    }
    await markSearchSwept(trx, search.id, now, mailId !== null);
    return mailId;
  });
}

/** The sweep: every search with its alert on, in id order, a batch at a time. */
export async function sweepAlerts(deps: Deps): Promise<number> {
  let mails = 0;
  let after = 0;
  for (;;) {
    const batch = await alertingSearchIds(deps.db, after, SWEEP_BATCH);
    for (const { id } of batch) if ((await prepareAlert(deps, id)) !== null) mails += 1;
    const last = batch.at(-1);
    if (!last || batch.length < SWEEP_BATCH) return mails;
    after = last.id;
  }
}

/** The query string of /jobs that reproduces saved conditions (the web's URL format), newest first. */
export function jobsSearchPath(conditions: JobSearchFilters): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(conditions)) {
    // A fixed "posted since" date has no place in the web's URL (it keeps weeks); newest first covers it.
    if (key === 'posted_time' || value === null || value === undefined) continue;
    params.set(key, Array.isArray(value) ? value.join(',') : String(value));
  }
  params.set('sort', 'newest');
  return `/jobs?${params.toString()}`;
}

/** Sends one prepared alert mail, once. */
export async function sendAlertMail(deps: Deps, alertMailId: number): Promise<'sent' | 'skipped' | 'done'> {
  const row = await findAlertMail(deps.db, alertMailId);
  // Gone with its saved search or account, or already handled: nothing to do.
  if (!row || row.sent_at || row.skipped_at) return 'done';
  const mark = (column: 'sent_at' | 'skipped_at') => markAlertMail(deps.db, row.id, column, deps.now());
  if (!row.alert_enabled || row.deleted_at) {
    await mark('skipped_at');
    return 'skipped';
  }
  const sent = await alertedPostingIds(deps.db, row.id);
  const locale = asLocale(row.locale);
  const cards = await postingCards(
    deps,
    locale,
    sent.map((s) => s.job_posting_id),
  );
  if (cards.length === 0) {
    await mark('skipped_at');
    return 'skipped';
  }
  const appUrl = deps.config.APP_URL.replace(/\/$/, '');
  const token = unsubscribeToken(deps.config.jwtSecret, row.search_id, row.user_id);
  await deps.mailer.send(
    renderAlertMail({
      locale,
      to: row.email,
      searchName: row.name,
      postings: cards,
      total: cards.length,
      appUrl,
      searchUrl: `${appUrl}${jobsSearchPath(row.conditions as JobSearchFilters)}`,
      unsubscribeUrl: `${appUrl}/api/v1/saved-searches/unsubscribe?token=${encodeURIComponent(token)}`,
    }),
  );
  await mark('sent_at');
  return 'sent';
}

/** The background jobs of this feature (src/app/background-jobs.ts). */
export function savedSearchJobs(deps: Deps): JobDefinition[] {
  return [
    {
      name: ALERT_SWEEP_JOB,
      everyMs: deps.config.ALERT_INTERVAL_MINUTES * 60_000,
      handle: async () => {
        await sweepAlerts(deps);
      },
    },
    {
      name: ALERT_SEND_JOB,
      maxAttempts: 8,
      handle: async (payload) => {
        const id = Number((payload as { alert_mail_id?: unknown }).alert_mail_id);
        if (Number.isInteger(id) && id > 0) await sendAlertMail(deps, id);
      },
    },
  ];
}
