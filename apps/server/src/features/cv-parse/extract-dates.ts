/**
 * Dates as CVs write them: 2019/04, 2019年4月, 平成31年4月 (and H31.4), Apr 2019, 04/2019, and for
 * schools often a year alone. Text is NFKC-normalized first, so full-width digits are plain.
 */

/** The first year of each era; year N of an era is base + N - 1 (元年 is year 1). */
const ERAS: Record<string, number> = { 明治: 1868, 大正: 1912, 昭和: 1926, 平成: 1989, 令和: 2019 };
const ERA_LETTERS: Record<string, string> = { M: '明治', T: '大正', S: '昭和', H: '平成', R: '令和' };

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];
const MONTH_NAME =
  'jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?';

/** One month of a period; `month` is null when only the year is written. */
export interface YearMonth {
  year: number;
  month: number | null;
}

function eraYear(era: string, n: string): number | undefined {
  const name = ERAS[era] !== undefined ? era : ERA_LETTERS[era.toUpperCase()];
  const base = name ? ERAS[name] : undefined;
  if (base === undefined) return undefined;
  return base + (n === '元' ? 1 : Number(n)) - 1;
}

// Alternatives, most specific first; each names its groups so that `toYearMonth` can read any.
const YM_SOURCE = [
  `(?<era>明治|大正|昭和|平成|令和|\\b[MTSHR])\\s*(?<en>元|\\d{1,2})\\s*(?:年|[./])\\s*(?<em>\\d{1,2})(?:\\s*月)?`,
  `(?<jy>(?:19|20)\\d{2})\\s*年\\s*(?<jm>\\d{1,2})\\s*月`,
  `(?<sy>(?:19|20)\\d{2})\\s*[/.\\-]\\s*(?<sm>\\d{1,2})(?!\\d)`,
  `(?<mn>${MONTH_NAME})\\.?\\s*,?\\s*(?<my>(?:19|20)\\d{2})`,
  `\\b(?<rm>\\d{1,2})\\s*/\\s*(?<ry>(?:19|20)\\d{2})`,
  `(?<yy>(?:19|20)\\d{2})(?:\\s*年)?(?![\\d/.])`,
].join('|');

export const YM_PATTERN = new RegExp(YM_SOURCE, 'i');

function toYearMonth(g: Record<string, string | undefined>): YearMonth | undefined {
  let year: number | undefined;
  let month: number | null = null;
  if (g.era && g.en && g.em) {
    year = eraYear(g.era, g.en);
    month = Number(g.em);
  } else if (g.jy && g.jm) {
    year = Number(g.jy);
    month = Number(g.jm);
  } else if (g.sy && g.sm) {
    year = Number(g.sy);
    month = Number(g.sm);
  } else if (g.mn && g.my) {
    year = Number(g.my);
    month = MONTHS.indexOf(g.mn.slice(0, 3).toLowerCase()) + 1;
  } else if (g.rm && g.ry) {
    year = Number(g.ry);
    month = Number(g.rm);
  } else if (g.yy) {
    year = Number(g.yy);
  }
  if (year === undefined || year < 1900 || year > 2100) return undefined;
  if (month !== null && (month < 1 || month > 12)) return undefined;
  return { year, month };
}

/** Every month-or-year written in the text, in order, with where each stands. */
export function findYearMonths(text: string): Array<YearMonth & { index: number; end: number }> {
  const out: Array<YearMonth & { index: number; end: number }> = [];
  for (const m of text.matchAll(new RegExp(YM_SOURCE, 'gi'))) {
    const ym = toYearMonth(m.groups ?? {});
    if (ym) out.push({ ...ym, index: m.index, end: m.index + m[0].length });
  }
  return out;
}

export function formatYearMonth(ym: YearMonth): string {
  return ym.month === null ? String(ym.year) : `${ym.year}/${String(ym.month).padStart(2, '0')}`;
}

const PRESENT = /^(?:現在に至る|現在まで|現在|至現在|present|current(?:ly)?|now|today|ongoing|till date|to date)/i;
const RANGE_SEPARATOR = /^\s*(?:[-–—~〜～]|から|to|until|till)\s*(?:至\s*)?/i;

export interface Period {
  from: YearMonth;
  /** Null when the period runs to the present (or is left open). */
  to: YearMonth | null;
  current: boolean;
  /** Where the period stands in the text, so the rest of the line can be read as names. */
  index: number;
  end: number;
}

/** The first "from – to" (or "from – present") in a line. */
export function findPeriod(text: string): Period | undefined {
  const points = findYearMonths(text);
  for (let i = 0; i < points.length; i++) {
    const from = points[i];
    if (!from) continue;
    const after = text.slice(from.end);
    const sep = after.match(RANGE_SEPARATOR);
    if (!sep) continue;
    const rest = after.slice(sep[0].length);
    const present = rest.match(PRESENT);
    if (present) {
      const end = from.end + sep[0].length + present[0].length;
      return { from, to: null, current: true, index: from.index, end };
    }
    const to = points[i + 1];
    if (to && to.index === from.end + sep[0].length + (rest.length - rest.trimStart().length)) {
      return { from, to, current: false, index: from.index, end: to.end };
    }
  }
  return undefined;
}

function validDate(year: number, month: number, day: number): string | undefined {
  const d = new Date(Date.UTC(year, month - 1, day));
  if (d.getUTCFullYear() !== year || d.getUTCMonth() !== month - 1 || d.getUTCDate() !== day) return undefined;
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** A full date (birth dates): 1990年4月1日, 平成2年4月1日, 1990/04/01, April 1, 1990, 1 April 1990. */
export function parseDate(text: string): string | undefined {
  const era = text.match(
    /(明治|大正|昭和|平成|令和|\b[MTSHR])\s*(元|\d{1,2})\s*[年./]\s*(\d{1,2})\s*[月./]\s*(\d{1,2})/i,
  );
  if (era?.[1] && era[2] && era[3] && era[4]) {
    const year = eraYear(era[1], era[2]);
    if (year) return validDate(year, Number(era[3]), Number(era[4]));
  }
  const ymd = text.match(/((?:19|20)\d{2})\s*[年/.-]\s*(\d{1,2})\s*[月/.-]\s*(\d{1,2})/);
  if (ymd?.[1] && ymd[2] && ymd[3]) return validDate(Number(ymd[1]), Number(ymd[2]), Number(ymd[3]));
  const mdy = text.match(new RegExp(`(${MONTH_NAME})\\.?\\s+(\\d{1,2})(?:st|nd|rd|th)?,?\\s+((?:19|20)\\d{2})`, 'i'));
  if (mdy?.[1] && mdy[2] && mdy[3]) {
    return validDate(Number(mdy[3]), MONTHS.indexOf(mdy[1].slice(0, 3).toLowerCase()) + 1, Number(mdy[2]));
  }
  const dmy = text.match(new RegExp(`(\\d{1,2})(?:st|nd|rd|th)?\\s+(${MONTH_NAME})\\.?,?\\s+((?:19|20)\\d{2})`, 'i'));
  if (dmy?.[1] && dmy[2] && dmy[3]) {
    return validDate(Number(dmy[3]), MONTHS.indexOf(dmy[2].slice(0, 3).toLowerCase()) + 1, Number(dmy[1]));
  }
  return undefined;
}
