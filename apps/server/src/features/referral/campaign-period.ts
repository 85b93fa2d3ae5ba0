/**
 * Japan-time arithmetic of campaigns and rewards (ADR 0030). Japan has no daylight saving time, so
 * Japan time is UTC+9 all year.
 */

const JST_OFFSET_MS = 9 * 3_600_000;
export const DAY_MS = 86_400_000;

/** A campaign runs from `starts_at` until its last minute (`ends_at`, e.g. 23:59 JST) has passed. */
export function isRunning(campaign: { starts_at: Date | string; ends_at: Date | string }, at: Date): boolean {
  const t = at.getTime();
  return t >= new Date(campaign.starts_at).getTime() && t < new Date(campaign.ends_at).getTime() + 60_000;
}

/** The first instant of the Japan-time month that `at` falls in. */
export function jstMonthStart(at: Date): Date {
  const local = new Date(at.getTime() + JST_OFFSET_MS);
  return new Date(Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), 1) - JST_OFFSET_MS);
}

/** `YYYY-MM-01`: the Japan-time month of `at`, as a date column. */
export function jstMonthKey(at: Date): string {
  const local = new Date(at.getTime() + JST_OFFSET_MS);
  return `${local.getUTCFullYear()}-${String(local.getUTCMonth() + 1).padStart(2, '0')}-01`;
}

/** No more than `days` whole days from `from` to `to` (and not before `from`). */
export function withinDays(from: Date | string, to: Date | string, days: number): boolean {
  const elapsed = new Date(to).getTime() - new Date(from).getTime();
  return elapsed >= 0 && elapsed <= days * DAY_MS;
}

/** An address as a mailbox: lower case, without a "+tag" (ana+2@x.jp is ana@x.jp). */
export function mailbox(email: string): string {
  const lower = email.trim().toLowerCase();
  const at = lower.lastIndexOf('@');
  if (at < 0) return lower;
  return `${lower.slice(0, at).replace(/\+.*$/, '')}${lower.slice(at)}`;
}
