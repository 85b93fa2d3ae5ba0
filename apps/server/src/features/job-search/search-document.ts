/**
 * The keyword document of a posting, computed in TypeScript (ADR 0015). Migration 0011's SQL
 * functions are the reference that every writer gets through a trigger; this is the same algorithm
 * ~100 times faster (PGlite runs SQL in WebAssembly), for bulk writers: the demo-data generator and
 * the benchmark pass `search_document` themselves and the insert trigger keeps what they give.
 * search-document.test.ts checks that both produce the same lexemes. The patterns below are part of
 * migration 0011: changing them needs a new migration that redefines the functions and recomputes.
 *
 * NFKC, lower case; CJK runs give every character bigram plus the run's last character; other text
 * splits into words at white space and punctuation (+ and # stay inside a word).
 */

const CJK = '\\u3005\\u3041-\\u30fa\\u30fc-\\u30ff\\u3400-\\u4dbf\\u4e00-\\u9fff\\uf900-\\ufaff\\uac00-\\ud7af';
const SEPARATORS =
  '\\s!-"$-*,-/:-@\\[-`{-~\\u0080-\\u00bf\\u1680\\u2000-\\u206f\\u3000-\\u3004\\u3006-\\u303f\\u30fb\\ufeff\\uff00-\\uffef';
/** The same character classes as the SQL functions (migration 0011 holds a frozen copy of these strings). */
export const SEARCH_PATTERNS = {
  run: `([${CJK}]+)`,
  cjk: `[${CJK}]+`,
  word: `([^${SEPARATORS}+#][^${SEPARATORS}]*)`,
} as const;

const RUN = new RegExp(SEARCH_PATTERNS.run, 'gu');
const CJK_ANY = new RegExp(SEARCH_PATTERNS.cjk, 'gu');
const WORD = new RegExp(SEARCH_PATTERNS.word, 'gu');
const WORD_MAX = 200;

/** The distinct lexemes of `texts` (nulls skipped), as the database indexes them. */
export function searchLexemes(texts: ReadonlyArray<string | null | undefined>): string[] {
  const out = new Set<string>();
  for (const text of texts) {
    if (!text) continue;
    const t = text.normalize('NFKC').toLowerCase();
    for (const [run] of t.matchAll(RUN)) {
      const chars = Array.from(run);
      for (let i = 0; i < chars.length; i++) out.add(`${chars[i]}${chars[i + 1] ?? ''}`);
    }
    for (const [word] of t.replace(CJK_ANY, ' ').matchAll(WORD)) out.add(Array.from(word).slice(0, WORD_MAX).join(''));
  }
  return [...out];
}

/** Lexemes as a tsvector literal (`'a' 'b'`), for an insert that passes the document itself. */
export function tsvectorLiteral(lexemes: readonly string[]): string {
  return lexemes.map((l) => `'${l.replace(/\\/g, '\\\\').replace(/'/g, "''")}'`).join(' ');
}

export interface PostingDocumentSource {
  texts: ReadonlyArray<string | null | undefined>;
  companyNames: readonly string[];
  jobPositionNames: readonly string[];
  skillNames: readonly string[];
  /** The posting's place names, as `postingPlaceNames` gives them. */
  placeNames: readonly string[];
}

/** `search_document` of a posting: its texts in both languages, company, role, skill and place names. */
export function postingSearchDocument(source: PostingDocumentSource): string {
  return tsvectorLiteral(
    searchLexemes([
      ...source.texts,
      ...source.companyNames,
      ...source.jobPositionNames,
      ...source.skillNames,
      ...source.placeNames,
    ]),
  );
}

/** The suffix a prefecture's Japanese name loses in the keyword document (migration 0029 holds a copy). */
const PREFECTURE_SUFFIX = /[都府県]$/u;

/**
 * A prefecture's Japanese name as the keyword document holds it (ADR 0035 "Place names"): without
 * 都, 府 or 県 (東京, 大阪, 京都, 神奈川; 北海道 and 海外 stay). 東京都 in full would give the
 * bigram 京都, and a search for 京都 would find every Tokyo posting.
 */
export function prefectureKeywordName(nameJa: string): string {
  return nameJa.replace(PREFECTURE_SUFFIX, '');
}

export interface PlaceName {
  en: string;
  ja: string;
}

/**
 * The place names of a posting's keyword document, as `job_posting_place_names()` (migration 0029)
 * gives them: each prefecture's English name and short Japanese name, the city's names in both
 * languages (渋谷区 gives 渋谷; Shibuya-ku gives shibuya).
 */
export function postingPlaceNames(prefectures: readonly PlaceName[], city: PlaceName | null): string[] {
  const names = prefectures.flatMap((p) => [p.en, prefectureKeywordName(p.ja)]);
  return city ? [...names, city.en, city.ja] : names;
}

/**
 * The lexemes `job_search_tsquery(phrase)` ANDs (migration 0011): words, and every bigram of each
 * CJK run; a lone CJK character is a prefix match, given as `{ prefix }`. For planning only (which
 * plan a phrase gets): the SQL function stays the one that builds the query.
 */
export function phraseLexemes(phrase: string): Array<string | { prefix: string }> {
  const out: Array<string | { prefix: string }> = [];
  const t = phrase.normalize('NFKC').toLowerCase();
  for (const [run] of t.matchAll(RUN)) {
    const chars = Array.from(run);
    if (chars.length === 1) out.push({ prefix: run });
    for (let i = 0; i + 1 < chars.length; i++) out.push(`${chars[i]}${chars[i + 1]}`);
  }
  for (const [word] of t.replace(CJK_ANY, ' ').matchAll(WORD)) out.push(Array.from(word).slice(0, WORD_MAX).join(''));
  return out;
}
