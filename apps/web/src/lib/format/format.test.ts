import { describe, expect, it } from 'vitest';
import { formatDate, formatTokyoDateTime, formatTokyoDay, tokyoDate } from './date.ts';
import { formatYen, parseYen } from './money.ts';

describe('yen amounts (UX.md)', () => {
  it('writes ¥6,000,000 in English and 万/億 in Japanese', () => {
    expect(formatYen(6_000_000, 'en')).toBe('¥6,000,000');
    expect(formatYen(6_000_000, 'ja')).toBe('600万円');
    expect(formatYen(12_000_000, 'ja')).toBe('1,200万円');
    expect(formatYen(6_123_400, 'ja')).toBe('612万3,400円');
    expect(formatYen(5000, 'ja')).toBe('5,000円');
    expect(formatYen(0, 'ja')).toBe('0円');
    expect(formatYen(100_000_000, 'ja')).toBe('1億円');
    expect(formatYen(120_000_000, 'ja')).toBe('1億2,000万円');
    expect(formatYen(1_000_005_000, 'ja')).toBe('10億5,000円');
  });

  it('reads what people type: separators, full-width digits, symbols', () => {
    expect(parseYen('6,000,000')).toBe(6_000_000);
    expect(parseYen('６００００００円')).toBe(6_000_000);
    expect(parseYen(' ¥ 7000000 ')).toBe(7_000_000);
    expect(parseYen('')).toBeNull();
    expect(parseYen('six million')).toBeNaN();
    expect(parseYen('-5')).toBeNaN();
  });
});

describe('dates (UX.md)', () => {
  it('writes 22 Nov 2026 and 2026年11月22日, and leaves anything else alone', () => {
    expect(formatDate('2026-11-22', 'en')).toBe('22 Nov 2026');
    expect(formatDate('2027-09-03', 'en')).toBe('3 Sep 2027');
    expect(formatDate('2026-11-22', 'ja')).toBe('2026年11月22日');
    expect(formatDate('not a date', 'en')).toBe('not a date');
  });

  it('counts an instant in the calendar day of Tokyo', () => {
    // 15:30 UTC is already the next day in Japan (UTC+9).
    expect(tokyoDate(new Date('2026-11-21T15:30:00Z'))).toBe('2026-11-22');
    expect(tokyoDate(new Date('2026-11-21T14:59:59Z'))).toBe('2026-11-21');
    expect(formatTokyoDay('2026-11-21T15:30:00Z', 'en')).toBe('22 Nov 2026');
    expect(formatTokyoDay('2026-11-22T08:00:00+09:00', 'ja')).toBe('2026年11月22日');
    expect(formatTokyoDay('soon', 'en')).toBe('soon');
  });
});

describe('times of day (Asia/Tokyo)', () => {
  it('writes the day and a 24-hour time in Japan', () => {
    expect(formatTokyoDateTime('2026-11-22T05:05:00Z', 'en')).toBe('22 Nov 2026 14:05');
    expect(formatTokyoDateTime('2026-11-21T15:30:00Z', 'ja')).toBe('2026年11月22日 00:30');
    expect(formatTokyoDateTime('later', 'en')).toBe('later');
  });
});
