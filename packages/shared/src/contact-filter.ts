import { CONTACT_MARKER } from './contact-marker.ts';
import { emailSpans, phoneSpans, type Span, spelledNumberSpans } from './contact-filter-spans.ts';
import { messengerSpans, profileUrlSpans } from './contact-filter-handles.ts';

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
