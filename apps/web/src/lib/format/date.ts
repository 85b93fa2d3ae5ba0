import type { TFunction } from 'i18next';

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

/** 'HH:mm' of an instant in Tokyo (24-hour, as both languages write times in the app). */
const TOKYO_TIME = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Asia/Tokyo',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** An instant as its day and time in Japan: `22 Nov 2026 14:05` / `2026年11月22日 14:05`. */
export function formatTokyoDateTime(iso: string, language: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return `${formatDate(tokyoDate(date), language)} ${TOKYO_TIME.format(date)}`;
}

/** The calendar day in Tokyo as a day number, so "yesterday" means yesterday in Japan. */
function tokyoDayNumber(date: Date): number {
  return Math.floor(Date.parse(`${tokyoDate(date)}T00:00:00Z`) / 86_400_000);
}

/**
 * "3 hours ago" / 「3時間前」, "2 weeks ago" / 「2週間前」 (UX.md: relative times from Asia/Tokyo).
 * The words come from the caller's namespace (`relative.just_now`, `relative.minutes`, `…hours`,
 * `…yesterday`, `…days`, `…weeks`, `…months`, `…years`), so lib holds no texts.
 */
export function formatRelative(iso: string, now: Date, t: TFunction): string {
  const then = new Date(iso);
  const minutes = Math.floor((now.getTime() - then.getTime()) / 60_000);
  if (minutes < 1) return t('relative.just_now');
  if (minutes < 60) return t('relative.minutes', { count: minutes });
  if (minutes < 24 * 60) return t('relative.hours', { count: Math.floor(minutes / 60) });
  const days = tokyoDayNumber(now) - tokyoDayNumber(then);
  if (days <= 1) return t('relative.yesterday');
  if (days < 7) return t('relative.days', { count: days });
  if (days < 30) return t('relative.weeks', { count: Math.floor(days / 7) });
  if (days < 365) return t('relative.months', { count: Math.floor(days / 30) });
  return t('relative.years', { count: Math.floor(days / 365) });
}
