/**
 * Finding contact details in normalised text (contact-filter.ts runs every finder): the pieces the
 * finders share, e-mail addresses, phone numbers and spelled-out numbers.
 */

/** A detected contact detail, as a range of the normalised text. */
export interface Span {
  start: number;
  end: number;
}

// --- Shared pieces ----------------------------------------------------------------------------

/** Labels in front of a phone number or address, with what may follow them ("Tel.", "電話番号："). */
const LABEL_BEFORE =
  /(?:(?<![a-z])(?:e-?mail|mail(?:to)?|tel|phone|mobile|cell|fax|whatsapp)|メールアドレス|メアド|メール|電話番号|電話|携帯番号|携帯電話|携帯|ファックス)\s{0,2}(?:no\.?|number|番号|#)?\s{0,2}[.:=]{0,2}\s{0,2}$/i;

/** Starts the span at a label that directly precedes it, if any. */
function withLabel(n: string, span: Span): Span {
  const before = n.slice(Math.max(0, span.start - 30), span.start);
  const label = LABEL_BEFORE.exec(before);
  return label ? { start: span.start - before.length + label.index, end: span.end } : span;
}

/** Characters a URL's path may hold (no brackets or quotes: they usually close the sentence). */
export const URL_CHARS = String.raw`[a-z0-9\-._~%!$&*+,;=:@/?#]`;
/** Where a URL may start: not inside a word, a host or a path; an optional scheme. */
export const URL_START = String.raw`(?<![a-z0-9.\-/@])(?:https?:\/\/)?`;

/** Sentence punctuation that a URL or an ID does not end with. */
export const TRAILING_PUNCTUATION = /[.,;:!?-]+$/;

export function trimmed(n: string, start: number, end: number): Span {
  const tail = TRAILING_PUNCTUATION.exec(n.slice(start, end));
  return { start, end: tail ? start + tail.index : end };
}

/**
 * Every match of a global `re` that `accept` turns into a span. A refused match is retried one
 * character further on, so that "me at taro.yamada@…" refused as a spelled address still finds the
 * real one inside it.
 */
export function collect(re: RegExp, n: string, accept: (m: RegExpExecArray) => Span | undefined): Span[] {
  const spans: Span[] = [];
  re.lastIndex = 0;
  for (let m = re.exec(n); m; m = re.exec(n)) {
    const span = accept(m);
    if (span) spans.push(span);
    else re.lastIndex = m.index + 1;
  }
  return spans;
}

// --- E-mail addresses -------------------------------------------------------------------------

/** The local part (taro.yamada+jobs), starting where such a run starts. */
const LOCAL = String.raw`(?<![a-z0-9._%+\-])[a-z0-9._%+\-]{1,64}`;
/** "@" (and ＠), or an obfuscated one: "[at]", "(at)", "{at}", "<at>", アットマーク, アット, あっと. */
const AT_SIGN = String.raw`\s{0,3}(?:@|[\[({<]\s{0,2}(?:at|@|アット)\s{0,2}[\])}>]|アットマーク|あっとまーく|アット|あっと)\s{0,3}`;
/** "at" as a plain word: only an address with a spelled-out dot or a known provider. */
const AT_WORD = String.raw`\s{1,3}at\s{1,3}`;
/** A dot: ".", " . ", "[dot]", "(dot)", ドット, どっと, or "dot" as a word. */
const DOT = String.raw`(?:\.|\s{1,3}\.\s{1,3}|\s{0,3}(?:[\[({<]\s{0,2}(?:dot|\.|ドット)\s{0,2}[\])}>]|ドット|どっと)\s{0,3}|\s{1,3}dot\s{1,3})`;
/** One label of a domain name. */
const DOMAIN_LABEL = String.raw`[a-z0-9\-]{1,63}`;
const DOMAIN = `${DOMAIN_LABEL}(?:${DOT}${DOMAIN_LABEL}){1,6}`;

const EMAIL = new RegExp(`${LOCAL}${AT_SIGN}${DOMAIN}`, 'gi');
const EMAIL_WORD_AT = new RegExp(`${LOCAL}${AT_WORD}(?<domain>${DOMAIN})`, 'gi');

/** The top-level domain at the end of a domain, letters only. */
const TOP_LEVEL = /(?:^|[^a-z0-9-])([a-z]{2,24})$/i;
/** Top-level domains taken after a plain-word "at" with a spelled-out dot. */
const SPELLED_TLDS = new Set(['com', 'net', 'org', 'jp', 'io', 'me', 'co', 'info', 'biz', 'edu', 'dev', 'uk', 'us']);
/** Providers taken after a plain-word "at" even with a real dot: "taro at gmail.com". */
const MAIL_PROVIDERS =
  /^(?:gmail|googlemail|yahoo|ymail|outlook|hotmail|live|icloud|me|docomo|ezweb|softbank|i\.softbank|au)\./i;

export function emailSpans(n: string): Span[] {
  const plain = collect(EMAIL, n, (m) =>
    TOP_LEVEL.test(m[0]) ? withLabel(n, { start: m.index, end: m.index + m[0].length }) : undefined,
  );
  const wordAt = collect(EMAIL_WORD_AT, n, (m) => {
    const domain = m.groups!.domain!;
    const tld = TOP_LEVEL.exec(domain)?.[1]?.toLowerCase();
    const spelled = /[^a-z0-9.-]/i.test(domain);
    const taken = tld && ((spelled && SPELLED_TLDS.has(tld)) || (!spelled && MAIL_PROVIDERS.test(domain)));
    return taken ? withLabel(n, { start: m.index, end: m.index + m[0].length }) : undefined;
  });
  return [...plain, ...wordAt];
}

// --- Phone numbers ----------------------------------------------------------------------------

/** What people put between the digits of a number: spaces, dots, brackets, hyphens and dashes (ー too). */
const PHONE_SEPARATOR = String.raw`[\s.()\-\u2010-\u2015\u2212\u30FC]`;
/** Digits joined by up to three separators each, with a + or ( in front. */
const DIGIT_RUN = new RegExp(String.raw`(?<!\d)[+(]{0,2}\d(?:${PHONE_SEPARATOR}{0,3}\d)*`, 'g');
/** The digit groups of a run. */
const DIGIT_GROUP = /\d+/g;

interface DigitGroup {
  start: number;
  end: number;
  digits: string;
  /** The run's text before the group: the prefix (+, () for the first, else the separator. */
  before: string;
}

export function phoneSpans(n: string): Span[] {
  const spans: Span[] = [];
  for (const run of n.matchAll(DIGIT_RUN)) {
    const groups: DigitGroup[] = [];
    let last = 0;
    for (const g of run[0].matchAll(DIGIT_GROUP)) {
      const start = run.index + g.index;
      groups.push({ start, end: start + g[0].length, digits: g[0], before: run[0].slice(last, g.index) });
      last = g.index + g[0].length;
    }
    // From the earliest group on, the longest window of whole groups that reads as a number:
    // "in 2024 090 1234 5678" is one run whose number starts at its second group.
    let i = 0;
    while (i < groups.length) {
      const j = longestPhone(groups, i);
      if (j < 0) {
        i += 1;
        continue;
      }
      spans.push(withLabel(n, phoneSpan(n, groups, i, j)));
      i = j + 1;
    }
  }
  return spans;
}

/** The last group of the longest number that starts at group `i`, or -1. */
function longestPhone(groups: DigitGroup[], i: number): number {
  const plus = i === 0 && groups[0]!.before.includes('+');
  let best = -1;
  let digits = '';
  for (let j = i; j < groups.length; j += 1) {
    digits += groups[j]!.digits;
    if (digits.length > 15) break;
    if (readsAsPhone(digits, plus, groups, i, j)) best = j;
  }
  return best;
}

function readsAsPhone(digits: string, plus: boolean, groups: DigitGroup[], i: number, j: number): boolean {
  const count = digits.length;
  // +81 90 1234 5678, +1 (415) 555-0134, +81-3-1234-5678
  if (plus) return count >= 8;
  // 0044 20 7946 0958: the international call prefix
  if (digits.startsWith('00')) return count >= 11;
  // 090-1234-5678, 03-1234-5678, 0120-123-456, 09012345678, 0 9 0 1 2 3 4 5 6 7 8
  if (digits.startsWith('0')) return count === 10 || count === 11;
  // (415) 555-0134, 415.555.0134, 1-415-555-0134: only with a dash, dot or bracket somewhere
  if ((count !== 10 && count !== 11) || j - i < 2 || j - i > 3) return false;
  const window = groups.slice(i, j + 1);
  const shape = window.map((g) => g.digits.length).join('-');
  const marked = window.some((g, k) => (k > 0 || g.before.includes('(')) && g.before.trim() !== '');
  return marked && (shape === '3-3-4' || (shape === '1-3-3-4' && digits.startsWith('1')));
}

/** Groups i..j as a span, with the + in front, and the ( in front when the number closes it. */
function phoneSpan(n: string, groups: DigitGroup[], i: number, j: number): Span {
  const first = groups[i]!;
  const end = groups[j]!.end;
  if (i === 0 && first.before.includes('+')) return { start: first.start - first.before.length, end };
  const closes = first.before.endsWith('(') && n.slice(first.start, end).includes(')');
  return { start: closes ? first.start - 1 : first.start, end };
}

// --- Spelled-out numbers ----------------------------------------------------------------------

/** Alternatives longest first, so that "シックス" is not read as "シ". */
const longestFirst = (words: string[]) => [...words].sort((a, b) => b.length - a.length).join('|');

const ENGLISH_DIGITS = ['zero', 'oh', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine'];
/** An English digit word or a digit, runs of them joined by spaces, commas, dots or hyphens. */
const ENGLISH_DIGIT = String.raw`(?:(?:${longestFirst(ENGLISH_DIGITS)})(?![a-z])|\d)`;
const ENGLISH_NUMBER = new RegExp(String.raw`(?<![a-z0-9])${ENGLISH_DIGIT}(?:[\s,.\-]{0,3}${ENGLISH_DIGIT})*`, 'gi');

/**
 * Japanese digits: kanji, katakana (Japanese and English readings) and hiragana. The single
 * hiragana (に, し, く, ご) are particles and verb endings in every sentence: they only count inside
 * a number (JAPANESE_INNER_DIGIT).
 */
const JAPANESE_DIGITS = [
  ...'〇 ○ ◯ 零 一 二 三 四 五 六 七 八 九'.split(' '),
  ...'ゼロ レイ マル オー イチ ニ サン ヨン シ ゴ ロク ナナ シチ ハチ キュウ キュー ク'.split(' '),
  ...'ワン ツー スリー フォー ファイブ シックス セブン エイト ナイン'.split(' '),
  ...'ぜろ れい まる いち さん よん ろく なな しち はち きゅう きゅー'.split(' '),
];
const JAPANESE_DIGIT = String.raw`(?:${longestFirst(JAPANESE_DIGITS)}|\d)`;
const JAPANESE_SEPARATOR = String.raw`[\s、,・.\-ー]{0,3}`;
/**
 * Inside a number, the single hiragana digits too when a longer digit follows within three: に in
 * "いちにさん", し and ご in "さんしごろく", but not the に of "…はちにお願いします".
 */
const JAPANESE_INNER_DIGIT = `(?:${JAPANESE_DIGIT}|[にしくご](?=(?:${JAPANESE_SEPARATOR}[にしくご]){0,2}${JAPANESE_SEPARATOR}${JAPANESE_DIGIT}))`;
/** Japanese digits joined by spaces, 、・ commas, dots, hyphens or ー ("イチニーサン"). */
const JAPANESE_NUMBER = new RegExp(`${JAPANESE_DIGIT}(?:${JAPANESE_SEPARATOR}${JAPANESE_INNER_DIGIT})*`, 'g');

/** A run of digits and separators only: the phone pass judges it. */
const ONLY_DIGITS = /^[\d\s,.\-、・ー]*$/;

export function spelledNumberSpans(n: string): Span[] {
  const spans: Span[] = [];
  for (const [re, digit] of [
    [ENGLISH_NUMBER, new RegExp(ENGLISH_DIGIT, 'gi')],
    [JAPANESE_NUMBER, new RegExp(JAPANESE_INNER_DIGIT, 'g')],
  ] as const) {
    for (const m of n.matchAll(re)) {
      if (m[0].length < 10 || ONLY_DIGITS.test(m[0])) continue;
      const tokens = m[0].match(digit) ?? [];
      const spelled = tokens.filter((t) => !/^\d$/.test(t)).length;
      if (tokens.length >= 10 && spelled >= 3) spans.push(withLabel(n, { start: m.index, end: m.index + m[0].length }));
    }
  }
  return spans;
}
