/**
 * The form in which master labels are stored for search and in which keywords are compared:
 * NFKC (full-width Ａ and ｱ become A and ア, （ becomes (), lower case, single spaces. The masters
 * migrations store it; changing it means a migration that recomputes `search_text`.
 */
export function normalizeSearchText(text: string): string {
  return text.normalize('NFKC').toLowerCase().replace(/\s+/g, ' ').trim();
}

/** A keyword as the words that must all occur; empty when there is nothing to search for. */
export function searchTerms(keyword: string | null | undefined): string[] {
  if (!keyword) return [];
  return normalizeSearchText(keyword).split(' ').filter(Boolean).slice(0, 8);
}
