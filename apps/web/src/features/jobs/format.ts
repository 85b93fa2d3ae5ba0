import type { JobPostingDetail } from '@hashi/shared/job-posting.schema';
import type { TFunction } from 'i18next';
import { tokyoDate } from '../../lib/format/date.ts';
import { formatYen } from '../../lib/format/money.ts';

/**
 * How job facts read (UX.md): salary ranges `¥6M–¥9M` / `600万〜900万円`, "negotiable" / 「応相談」,
 * and posting times relative to now, counted in Asia/Tokyo calendar days.
 */

const isJapanese = (language: string) => language.startsWith('ja');

/** `¥6M`, `¥6.5M`; amounts under a million as full yen. */
function shortYenEn(amount: number): string {
  if (amount < 1_000_000) return `¥${amount.toLocaleString('en-US')}`;
  const millions = Math.round(amount / 100_000) / 10;
  return `¥${millions.toLocaleString('en-US', { maximumFractionDigits: 1 })}M`;
}

/** `600万`, `1,200万`; amounts under 万 as full yen (`5,000円` has its own 円). */
function manJa(amount: number): string {
  if (amount < 10_000) return formatYen(amount, 'ja').replace(/円$/, '');
  const man = Math.round(amount / 1_000) / 10;
  return `${man.toLocaleString('ja-JP', { maximumFractionDigits: 1 })}万`;
}

/**
 * The annual salary as a range, or null when the posting gives no figures (the caller then shows
 * "negotiable"). One figure only reads as "from" or "up to".
 */
export function formatSalaryRange(salary: Pick<JobPostingDetail['salary'], 'min' | 'max'>, language: string) {
  const { min, max } = salary;
  if (min === null && max === null) return null;
  if (isJapanese(language)) {
    if (min !== null && max !== null && min !== max) return `${manJa(min)}〜${manJa(max)}円`;
    if (min !== null && max !== null) return `${manJa(min)}円`;
    return min !== null ? `${manJa(min)}円〜` : `〜${manJa(max as number)}円`;
  }
  if (min !== null && max !== null && min !== max) return `${shortYenEn(min)}–${shortYenEn(max)}`;
  if (min !== null && max !== null) return shortYenEn(min);
  return min !== null ? `${shortYenEn(min)}+` : `Up to ${shortYenEn(max as number)}`;
}

/** The calendar day in Tokyo as a day number, so "yesterday" means yesterday in Japan. */
function tokyoDayNumber(date: Date): number {
  return Math.floor(Date.parse(`${tokyoDate(date)}T00:00:00Z`) / 86_400_000);
}

/** "3 hours ago" / 「3時間前」, "2 weeks ago" / 「2週間前」; texts from the jobs namespace (`relative.*`). */
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
