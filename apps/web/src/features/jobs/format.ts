import type { JobPostingDetail } from '@hashi/shared/job-posting.schema';
import { formatYen } from '../../lib/format/money.ts';

/**
 * How job facts read (UX.md): salary ranges `¥6M–¥9M` / `600万〜900万円` and "negotiable" / 「応相談」.
 * Posting times relative to now come from lib/format/date.ts (`formatRelative`).
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
