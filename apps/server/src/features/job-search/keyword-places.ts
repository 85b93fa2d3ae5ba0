import { JAPAN_PREFECTURES } from '../../platform/db/seeds/japan.ts';
import { prefectureKeywordName } from './search-document.ts';

/**
 * Prefectures written in full in a keyword (ADR 0035 "Place names"). The keyword document holds a
 * prefecture's short name (東京, not 東京都: search-document.ts), so a term that is a prefecture in
 * full, or begins with one (東京都渋谷区), is read as the short name and the rest as a term of its
 * own (東京 渋谷区). The short name's bigrams are a part of the full name's, so a posting whose text
 * says 東京都 is found as before: the search only gets broader.
 */

/** Full names that differ from their short name, longest first. */
const FULL_NAMES = JAPAN_PREFECTURES.map((p) => p.ja)
  .filter((ja) => prefectureKeywordName(ja) !== ja)
  .sort((a, b) => b.length - a.length);

/** A normalised keyword term as the terms the document holds: the term itself unless it begins with a prefecture in full. */
export function placeTerms(term: string): string[] {
  const full = FULL_NAMES.find((name) => term.startsWith(name));
  if (!full) return [term];
  const rest = term.slice(full.length);
  return rest ? [prefectureKeywordName(full), rest] : [prefectureKeywordName(full)];
}
