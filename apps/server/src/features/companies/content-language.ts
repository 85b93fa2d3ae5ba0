import type { Locale } from '@hashi/shared/constants';

/**
 * The language to answer in: the requested one when the content exists in it, otherwise the
 * other one (ADR 0013). One language is used for all texts of a record, never a mix of both.
 */
export function contentLanguage(requested: Locale, available: readonly Locale[]): Locale {
  if (available.includes(requested) || available.length === 0) return requested;
  return available[0] ?? requested;
}

type PerLanguage<K extends string> = { [P in `${K}_${Locale}`]: string | null };

/** The `field_en` or `field_ja` column of a row. */
export function textIn<K extends string>(row: PerLanguage<K>, field: K, language: Locale): string | null {
  return row[`${field}_${language}` as `${K}_${Locale}`];
}
