/**
 * The character classes that migration 0011 wrote into its SQL search functions, frozen here so that
 * the migration defines the same functions on every database whatever the live copy
 * (features/job-search/search-document.ts, which computes the same document in TypeScript) becomes.
 * A change of the live patterns needs a new migration that redefines the functions and recomputes
 * the documents; frozen.test.ts fails until then.
 */

const CJK = '\\u3005\\u3041-\\u30fa\\u30fc-\\u30ff\\u3400-\\u4dbf\\u4e00-\\u9fff\\uf900-\\ufaff\\uac00-\\ud7af';
const SEPARATORS =
  '\\s!-"$-*,-/:-@\\[-`{-~\\u0080-\\u00bf\\u1680\\u2000-\\u206f\\u3000-\\u3004\\u3006-\\u303f\\u30fb\\ufeff\\uff00-\\uffef';

export const SEARCH_PATTERNS_0011 = {
  run: `([${CJK}]+)`,
  cjk: `[${CJK}]+`,
  word: `([^${SEPARATORS}+#][^${SEPARATORS}]*)`,
} as const;
