const TOKYO_DAY = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Asia/Tokyo',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** 'YYYY-MM-DD' of an instant in Tokyo: the calendar day the app counts in (Japan has no summer time). */
export function tokyoDate(date: Date): string {
  return TOKYO_DAY.format(date);
}

const MONTHS_EN = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/**
 * 'YYYY-MM-DD' (a calendar day, no time zone) → UX.md's `22 Nov 2026` / `2026年11月22日`; anything
 * else as it is. Months are written out here: Intl's English short months vary by runtime ("Sept").
 */
export function formatDate(isoDate: string, language: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(isoDate);
  if (!match) return isoDate;
  const [, year, month, day] = match;
  const m = Number(month);
  const d = Number(day);
  return language.startsWith('ja') ? `${year}年${m}月${d}日` : `${d} ${MONTHS_EN[m - 1] ?? month} ${year}`;
}

/** An instant as the day it was in Japan: `22 Nov 2026` / `2026年11月22日` (UX.md); an unreadable one as it is. */
export function formatTokyoDay(iso: string, language: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : formatDate(tokyoDate(date), language);
}
