/**
 * `normalizeSearchText` as migration 0006 used it to fill the masters' `search_text`, frozen here so
 * that the migration does the same on every database whatever the live function
 * (features/masters/search-text.ts) becomes. A change of the live one needs a new migration that
 * recomputes `search_text`; frozen.test.ts fails until then.
 */
export function normalizeSearchText0006(text: string): string {
  return text.normalize('NFKC').toLowerCase().replace(/\s+/g, ' ').trim();
}
