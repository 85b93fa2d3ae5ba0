import i18next from 'i18next';
import { afterEach, describe, expect, it } from 'vitest';
import { formatRelative } from '../../lib/format/date.ts';
import { formatSalaryRange } from './format.ts';
import { JOBS_NS } from './i18n.ts';

const salary = (min: number | null, max: number | null) => ({ min, max });

describe('salary ranges (UX.md)', () => {
  it('reads ¥6M–¥9M in English and 600万〜900万円 in Japanese', () => {
    expect(formatSalaryRange(salary(6_000_000, 9_000_000), 'en')).toBe('¥6M–¥9M');
    expect(formatSalaryRange(salary(6_000_000, 9_000_000), 'ja')).toBe('600万〜900万円');
    expect(formatSalaryRange(salary(6_500_000, 12_000_000), 'en')).toBe('¥6.5M–¥12M');
    expect(formatSalaryRange(salary(6_500_000, 12_000_000), 'ja')).toBe('650万〜1,200万円');
  });

  it('says "from" or "up to" for one figure, and nothing (negotiable) without figures', () => {
    expect(formatSalaryRange(salary(5_000_000, null), 'en')).toBe('¥5M+');
    expect(formatSalaryRange(salary(5_000_000, null), 'ja')).toBe('500万円〜');
    expect(formatSalaryRange(salary(null, 8_000_000), 'en')).toBe('Up to ¥8M');
    expect(formatSalaryRange(salary(null, 8_000_000), 'ja')).toBe('〜800万円');
    expect(formatSalaryRange(salary(7_000_000, 7_000_000), 'ja')).toBe('700万円');
    expect(formatSalaryRange(salary(null, null), 'en')).toBeNull();
  });
});

describe('posting times relative to now', () => {
  afterEach(() => i18next.changeLanguage('en'));
  const now = new Date('2026-11-22T03:00:00Z'); // 12:00 in Tokyo
  const t = (language: string) => i18next.getFixedT(language, JOBS_NS);

  it('counts minutes, hours, and Tokyo calendar days', () => {
    expect(formatRelative('2026-11-22T00:00:00Z', now, t('en'))).toBe('3 hours ago');
    expect(formatRelative('2026-11-22T00:00:00Z', now, t('ja'))).toBe('3時間前');
    expect(formatRelative('2026-11-22T02:59:30Z', now, t('en'))).toBe('just now');
    expect(formatRelative('2026-11-22T02:59:00Z', now, t('en'))).toBe('1 minute ago');
    // 23:00 on the 20th in Tokyo: two calendar days before the 22nd, though less than 48 hours ago.
    expect(formatRelative('2026-11-20T14:00:00Z', now, t('en'))).toBe('2 days ago');
    expect(formatRelative('2026-11-21T01:00:00Z', now, t('ja'))).toBe('昨日');
    expect(formatRelative('2026-11-08T03:00:00Z', now, t('ja'))).toBe('2週間前');
    expect(formatRelative('2026-08-01T03:00:00Z', now, t('en'))).toBe('3 months ago');
  });
});
