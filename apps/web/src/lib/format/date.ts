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
