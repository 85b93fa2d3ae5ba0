import type { Locale } from '@hashi/shared/constants';

/** jlpt-score-levels id 6 and writing-levels id 6: "None" — nothing required. */
export const NO_JAPANESE_ID = 6;
export const NO_ENGLISH_ID = 6;

/** The shared code labels are keyed by locale; i18next may say `ja-JP`. */
export function localeOf(language: string): Locale {
  return language.startsWith('ja') ? 'ja' : 'en';
}
