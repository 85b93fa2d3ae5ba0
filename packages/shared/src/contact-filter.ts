import { CONTACT_MARKER } from './contact-marker.ts';

/**
 * Contact details in a message (before the first interview): e-mail addresses, phone numbers,
 * messenger IDs and personal profile URLs, in English and Japanese, plain or obfuscated.
 *
 * The text is normalised (NFKC: full-width ０９０－１２３４ and ｔａｒｏ＠ｅｘａｍｐｌｅ．ｃｏｍ become
 * ASCII) for detection only; each detected span is mapped back and replaced in the original text,
 * together with a label in front of it ("Tel:", "E-mail:", "LINE ID:") when there is one. Spans
 * that overlap, or that only whitespace separates, become one marker.
 *
 * One pass per kind, each a regular expression that cannot backtrack much: no two quantifiers can
 * take the same characters (a repeated group starts with what the text before it cannot be), runs
 * of spaces are bounded, and a run that starts a match is not retried from inside (lookbehinds), so a
 * 4,000-character message filters in about a millisecond whatever it holds.
 *
 * Decided edge cases:
 * - github.com, x.com, facebook.com… without a user path stay (they name the service), as do their
 *   service pages (github.com/features, x.com/explore) and linkedin.com/company/… (a company page).
 *   github.com/<owner>/<repo> is filtered: the owner cannot be told from the applicant.
 * - Digit runs count as a phone number when they read as one: a leading + with 8–15 digits, 00 and
 *   11–15 digits (international prefix), a leading 0 and 10–11 digits (Japanese), or the North
 *   American 3-3-4 shape with a dash, dot or bracket. Years, dates, times, salaries, versions and
 *   postal codes (〒150-0002, 7 digits) have fewer digits, no leading 0 or another separator.
 * - Spelled-out numbers (English words, kana, kanji digits) need 10 digits, 3 of them spelled.
 * - LINE is also an English word: it counts when written LINE with a colon or an ID after it,
 *   "LINE ID"/"LINEアカウント"/"ラインID" in any case, or next to an @handle; "line:" in lowercase and
 *   "Line 42" stay, as do "online", "deadline" and 生産ライン.
 * - "at" as a plain word ("taro at example dot com") needs a spelled-out dot or a known mail
 *   provider (taro at gmail.com), so "look at example.com" stays.
 */
export function filterContactDetails(text: string): { text: string; filtered: boolean } {
  const normalized = normalize(text);
  const n = normalized.text;
  const spans = [
    ...emailSpans(n),
    ...phoneSpans(n),
    ...spelledNumberSpans(n),
    ...messengerSpans(n),
    ...profileUrlSpans(n),
  ];
  const found = spans.filter((span) => span.end > span.start);
  if (found.length === 0) return { text, filtered: false };
  let out = '';
  let done = 0;
  for (const span of mergeSpans(n, found)) {
    const from = normalized.from(span.start);
    const to = normalized.to(span.end - 1);
    out += text.slice(done, from) + CONTACT_MARKER;
    done = to;
  }
  return { text: out + text.slice(done), filtered: true };
}

/** A detected contact detail, as a range of the normalised text. */
interface Span {
  start: number;
  end: number;
}

// --- Normalisation ----------------------------------------------------------------------------

interface Normalized {
  text: string;
  /** For a UTF-16 unit of `text`, where its character starts and ends in the original. */
  from: (index: number) => number;
  to: (index: number) => number;
}

/** One code point and the marks after it: half-width ｾﾞ is two code points NFKC makes one ゼ. */
const CHARACTER = /.[\p{M}\uFF9E\uFF9F]*/gsu;

function normalize(original: string): Normalized {
  const text = original.normalize('NFKC');
  // Most messages are NFKC already: then each unit is itself.
  if (text === original) return { text, from: (i) => i, to: (i) => i + 1 };
  const from: number[] = [];
  const to: number[] = [];
  const pieces: string[] = [];
  for (const m of original.matchAll(CHARACTER)) {
    const piece = m[0].normalize('NFKC');
    pieces.push(piece);
    for (let i = 0; i < piece.length; i += 1) {
      from.push(m.index);
      to.push(m.index + m[0].length);
    }
  }
  return { text: pieces.join(''), from: (i) => from[i]!, to: (i) => to[i]! };
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
const URL_CHARS = String.raw`[a-z0-9\-._~%!$&*+,;=:@/?#]`;
/** Where a URL may start: not inside a word, a host or a path; an optional scheme. */
const URL_START = String.raw`(?<![a-z0-9.\-/@])(?:https?:\/\/)?`;

/** Sentence punctuation that a URL or an ID does not end with. */
const TRAILING_PUNCTUATION = /[.,;:!?-]+$/;

function trimmed(n: string, start: number, end: number): Span {
  const tail = TRAILING_PUNCTUATION.exec(n.slice(start, end));
  return { start, end: tail ? start + tail.index : end };
}

/**
 * Every match of a global `re` that `accept` turns into a span. A refused match is retried one
 * character further on, so that "me at taro.yamada@…" refused as a spelled address still finds the
 * real one inside it.
 */
function collect(re: RegExp, n: string, accept: (m: RegExpExecArray) => Span | undefined): Span[] {
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

function emailSpans(n: string): Span[] {
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

function phoneSpans(n: string): Span[] {
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

function spelledNumberSpans(n: string): Span[] {
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

// --- Messenger IDs ----------------------------------------------------------------------------

/** Messengers other than LINE (an English word too, see below). */
const MESSENGERS = String.raw`whats\s?app|telegram|we\s?chat|weixin|skype|kakao\s?talk|kakao|viber|ワッツアップ|テレグラム|ウィーチャット|微信|スカイプ|カカオトーク`;
/** Services where an @handle next to the name is an account. */
const HANDLE_SERVICES = `${MESSENGERS}|line|ライン|twitter|instagram|insta|threads|tiktok|github|facebook|ツイッター|インスタグラム|インスタ|フェイスブック`;
/** Words between a name and the value: "Skype ID", "WhatsApp number", "微信号", "LINEアカウント". */
const ID_WORD = String.raw`\s{0,2}(?:id|account|handle|user\s?name|number|no\.|アカウント|番号|号)(?![a-z])`;
/** Between name and value: a colon or =, は, "is", or only a space (or nothing after a Japanese word). */
const VALUE_SEPARATOR = String.raw`(?<sep>\s{0,2}[:=]\s{0,2}|\s{0,2}は\s{0,2}|\s{1,2}is\s{1,2}|\s{0,2})`;
/** An ID: taro_88, taro.yamada, live:taro, @taro, or the +44 starting a number (the phone pass takes the rest). */
const HANDLE = String.raw`[@+]?(?:live:)?[a-z0-9][a-z0-9._\-]{0,39}`;

const MESSENGER_ID = new RegExp(
  `(?<![a-z])(?:${MESSENGERS})(?![a-z])(?<id>${ID_WORD})?${VALUE_SEPARATOR}(?<value>${HANDLE})`,
  'gi',
);
/** "LINE ID taro88", "line id: taro88", "ラインID：taro88", "LINEアカウントは…": the ID word makes it LINE. */
const LINE_ID = new RegExp(
  String.raw`(?<![a-z])(?<name>line|ライン|らいん)(?<id>\s{0,2}(?:id|account|アカウント)(?![a-z]))${VALUE_SEPARATOR}(?<value>${HANDLE})`,
  'gi',
);
/** "LINE: taro_88", "LINE taro88", "Line: taro_88" (case matters: "line: 3 shifts" is prose). */
const LINE_LABEL =
  /(?<![A-Za-z])(?<name>LINE|Line)(?<sep>\s{0,2}[:=]\s{0,2}|\s{1,2})(?<value>[@+]?[A-Za-z0-9][A-Za-z0-9._-]{0,39})/g;
/** "Telegram @taro", "Instagram: @taro.photo", "LINE (@taro)". */
const NAME_THEN_HANDLE = new RegExp(
  String.raw`(?<![a-z])(?:${HANDLE_SERVICES})(?![a-z])(?:${ID_WORD})?\s{0,2}[:=]?\s{0,2}\(?\s{0,2}@[a-z_][a-z0-9_.]{1,29}`,
  'gi',
);
/** "@taro on LINE", "@taro_88 (Instagram)". */
const HANDLE_THEN_NAME = new RegExp(
  String.raw`(?<![a-z0-9._%+\-@])@[a-z_][a-z0-9_.]{1,29}\s{0,2}(?:\(\s{0,2})?(?:on\s{1,2}|in\s{1,2})?(?:${HANDLE_SERVICES})(?![a-z])\)?`,
  'gi',
);
/** Links that open a chat: line.me/ti/p/…, lin.ee/…, wa.me/…, t.me/…, join.skype.com/…. */
const MESSENGER_URL = new RegExp(
  String.raw`${URL_START}(?:www\.)?(?:line\.me\/(?:r\/)?ti\/|lin\.ee\/|wa\.me\/|api\.whatsapp\.com\/send|chat\.whatsapp\.com\/|t\.me\/|telegram\.me\/|join\.skype\.com\/|u\.wechat\.com\/)${URL_CHARS}+`,
  'gi',
);

/** Words that follow a messenger's name in prose, never an ID ("WhatsApp: we can talk there"). */
const NOT_IDS = new Set(
  'a an and am are as at be by can for from here i id if in is it me my no not number of ok okay on only or our please same so that the then there this to us we with you your'.split(
    ' ',
  ),
);

/** @taro, +44…, live:taro, or anything with a digit, _ or . in it: an ID even after a bare space. */
const looksLikeId = (value: string) => /^[@+]|^live:|[0-9_.]/i.test(value);

function messengerSpans(n: string): Span[] {
  const whole = (m: RegExpExecArray) => trimmed(n, m.index, m.index + m[0].length);
  // "WhatsApp taro" is prose ("I use WhatsApp daily"); a colon or an ID word makes "taro" an ID.
  const idSpan = (m: RegExpExecArray, weakAllowed: boolean) => {
    const value = m.groups!.value!.replace(TRAILING_PUNCTUATION, '');
    // "+81" only starts a number, which the phone pass takes whole; other IDs have 3 characters or more.
    if (value.replace(/^@/, '').length < 3 || NOT_IDS.has(value.toLowerCase())) return undefined;
    const explicit = Boolean(m.groups!.id) || /[:=は]/.test(m.groups!.sep ?? '');
    return looksLikeId(value) || (explicit && weakAllowed) ? whole(m) : undefined;
  };
  return [
    ...collect(MESSENGER_ID, n, (m) => idSpan(m, true)),
    // In "line id: taro", "line" may be a code line's ID: a plain word is an ID only after LINE, ライン.
    ...collect(LINE_ID, n, (m) => idSpan(m, m.groups!.name !== 'line' && m.groups!.name !== 'Line')),
    // "LINE taro88" needs the capitals and a value that looks like an ID; "Line: taro" too.
    ...collect(LINE_LABEL, n, (m) => {
      const colon = /[:=]/.test(m.groups!.sep!);
      if (!colon && m.groups!.name !== 'LINE') return undefined;
      return colon
        ? idSpan(m, m.groups!.name === 'LINE')
        : looksLikeId(m.groups!.value!)
          ? idSpan(m, false)
          : undefined;
    }),
    ...collect(NAME_THEN_HANDLE, n, whole),
    ...collect(HANDLE_THEN_NAME, n, whole),
    ...collect(MESSENGER_URL, n, whole),
  ];
}

// --- Personal profile URLs --------------------------------------------------------------------

/**
 * A profile on a social or code site: linkedin.com/in/…, github.com/<user>, facebook.com/…, fb.com,
 * fb.me, twitter.com/<user>, x.com/<user>, instagram.com/…, with or without scheme and www.
 */
const PROFILE_URL = new RegExp(
  String.raw`${URL_START}(?:(?:www|m|mobile|gist|[a-z]{2}(?:-[a-z]{2})?)\.)?(?<site>linkedin\.com\/(?:in|pub)|github\.com|facebook\.com|fb\.com|fb\.me|twitter\.com|x\.com|instagram\.com|instagr\.am)\/(?<user>[a-z0-9_.\-%]+)${URL_CHARS}*`,
  'gi',
);
/** A GitHub Pages site names its user: taro88.github.io. */
const GITHUB_PAGES = new RegExp(String.raw`${URL_START}[a-z0-9\-]{1,39}\.github\.io(?:\/${URL_CHARS}*)?`, 'gi');

/** First path segments that are the service's own pages, not someone's profile. */
const SERVICE_PAGES: Record<string, Set<string>> = {
  github: new Set(
    'about features pricing enterprise topics trending explore marketplace sponsors collections login join signup settings apps site security customer-stories readme team solutions resources events careers contact mobile codespaces copilot'.split(
      ' ',
    ),
  ),
  twitter: new Set(
    'home explore search i intent settings hashtag about tos privacy share login signup jobs notifications messages'.split(
      ' ',
    ),
  ),
  facebook: new Set(
    'business careers help policies privacy about legal login events marketplace watch gaming ads'.split(' '),
  ),
  instagram: new Set('explore about accounts developer legal'.split(' ')),
};

function serviceOf(site: string): string {
  if (site.startsWith('github')) return 'github';
  if (site.startsWith('twitter') || site.startsWith('x.')) return 'twitter';
  if (site.startsWith('f')) return 'facebook';
  if (site.startsWith('insta')) return 'instagram';
  return 'linkedin';
}

function profileUrlSpans(n: string): Span[] {
  return [
    ...collect(PROFILE_URL, n, (m) => {
      const user = m.groups!.user!.replace(TRAILING_PUNCTUATION, '').toLowerCase();
      const pages = SERVICE_PAGES[serviceOf(m.groups!.site!.toLowerCase())];
      if (!user || pages?.has(user)) return undefined;
      return trimmed(n, m.index, m.index + m[0].length);
    }),
    ...collect(GITHUB_PAGES, n, (m) => trimmed(n, m.index, m.index + m[0].length)),
  ];
}

// --- Merging ----------------------------------------------------------------------------------

/** Sorted spans, those that overlap or that only whitespace separates made one. */
function mergeSpans(n: string, spans: Span[]): Span[] {
  const sorted = [...spans].sort((a, b) => a.start - b.start || b.end - a.end);
  const merged: Span[] = [];
  for (const span of sorted) {
    const last = merged.at(-1);
    if (last && (span.start <= last.end || n.slice(last.end, span.start).trim() === '')) {
      last.end = Math.max(last.end, span.end);
    } else {
      merged.push({ ...span });
    }
  }
  return merged;
}
