/** Japan has no summer time: Japan time is always UTC+9 (the deadline is picked in Japan time, UX.md). */
const JST_OFFSET_MS = 9 * 3_600_000;
/** The deadline a new interview suggests: the end of the day a week from now, in Japan (「12月7日 23:59まで」). */
const DEFAULT_DAYS = 7;
const END_OF_DAY = '23:59';

export type DeadlineParts = { date: string; time: string };

/** Every half hour of the day, 'HH:mm', and the end of the day, for the time select. */
export const DEADLINE_TIMES: string[] = [
  ...Array.from({ length: 48 }, (_, i) => {
    const hours = String(Math.floor(i / 2)).padStart(2, '0');
    return `${hours}:${i % 2 ? '30' : '00'}`;
  }),
  END_OF_DAY,
];

/** The end of Japan's day a week from `now`. */
export function defaultDeadline(now: Date): DeadlineParts {
  const japan = new Date(now.getTime() + DEFAULT_DAYS * 86_400_000 + JST_OFFSET_MS).toISOString();
  return { date: japan.slice(0, 10), time: END_OF_DAY };
}

/** Japan's date and time → the ISO instant with its offset that the server takes; '' when incomplete. */
export function deadlineIso({ date, time }: DeadlineParts): string {
  return /^\d{4}-\d{2}-\d{2}$/.test(date) && /^\d{2}:\d{2}$/.test(time) ? `${date}T${time}:00+09:00` : '';
}
