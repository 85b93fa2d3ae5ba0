/**
 * Reference lists (masters) cached in sessionStorage use this key prefix; the language switch
 * (i18n/language.ts) drops every key under it.
 */
export const REFERENCE_CACHE_PREFIX = 'hashi.ref.';
