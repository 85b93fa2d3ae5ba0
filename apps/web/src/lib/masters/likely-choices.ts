/**
 * The choices most applicants look for, put at the top of a long reference list (issue 13): Japan,
 * then the nationalities most common among foreign engineers in Japan (China, South Korea, Vietnam,
 * India, the Philippines, Nepal, Indonesia, Taiwan, the United States, the United Kingdom). The
 * rest of the list follows in its usual order, so nothing is hidden.
 *
 * Countries, nationalities and dialing codes share one id per country (migration 0004: Japan is
 * 104 in all three), so one list serves the three.
 */
export const LIKELY_COUNTRY_IDS: readonly number[] = [104, 47, 209, 245, 103, 175, 154, 105, 219, 239, 238];

/** Languages in the same spirit: Japanese, English, then the first languages of those engineers. */
export const LIKELY_LANGUAGE_IDS: readonly number[] = [23, 12, 32, 87, 174, 64, 154, 112, 70];
