/** Japan has no summer time: Japan time is always UTC+9 (the deadline is picked in Japan time, UX.md). */
const JST_OFFSET_MS = 9 * 3_600_000;
const HOUR_MS = 3_600_000;
/** The deadline a new interview suggests: a week ahead, on the next full hour. */
const DEFAULT_DAYS = 7;

export type DeadlineParts = { date: string; time: string };

/** Every half hour of the day, 'HH:mm', for the time select. */
export const DEADLINE_TIMES: string[] = Array.from({ length: 48 }, (_, i) => {
  const hours = String(Math.floor(i / 2)).padStart(2, '0');
  return `${hours}:${i % 2 ? '30' : '00'}`;
});

/** A week from `now`, rounded up to the full hour, as Japan's date and time. */
export function defaultDeadline(now: Date): DeadlineParts {
  const at = Math.ceil((now.getTime() + DEFAULT_DAYS * 86_400_000) / HOUR_MS) * HOUR_MS;
  const japan = new Date(at + JST_OFFSET_MS).toISOString();
  return { date: japan.slice(0, 10), time: japan.slice(11, 16) };
}

/** Japan's date and time → the ISO instant with its offset that the server takes; '' when incomplete. */
export function deadlineIso({ date, time }: DeadlineParts): string {
  return /^\d{4}-\d{2}-\d{2}$/.test(date) && /^\d{2}:\d{2}$/.test(time) ? `${date}T${time}:00+09:00` : '';
}
