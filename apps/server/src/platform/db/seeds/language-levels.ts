import type { LabelSeed } from './seed-types.ts';

/**
 * Levels of a language (speaking, comprehension, writing; spec §3). Native is id 1 (spec §9);
 * ids rise as the level falls, so "at least business" is `id <= 3`.
 */
export const WRITING_LEVELS: LabelSeed[] = [
  { id: 1, en: 'Native', ja: 'ネイティブ' },
  { id: 2, en: 'Fluent', ja: '流暢' },
  { id: 3, en: 'Business', ja: 'ビジネスレベル' },
  { id: 4, en: 'Daily conversation', ja: '日常会話レベル' },
  { id: 5, en: 'Greetings only', ja: '挨拶程度' },
  { id: 6, en: 'None', ja: 'なし' },
];

/** JLPT levels, N1 (hardest) first, then "none"; ids follow the level number. */
export const JLPT_SCORE_LEVELS: LabelSeed[] = [
  { id: 1, en: 'N1', ja: 'N1' },
  { id: 2, en: 'N2', ja: 'N2' },
  { id: 3, en: 'N3', ja: 'N3' },
  { id: 4, en: 'N4', ja: 'N4' },
  { id: 5, en: 'N5', ja: 'N5' },
  { id: 6, en: 'None', ja: 'なし' },
];

/** How the applicant has used Japanese (the Japanese section of the language form, spec §3). */
export const JAPANESE_LANGUAGE_EXPERIENCES: LabelSeed[] = [
  { id: 1, en: 'I have worked in Japanese in Japan', ja: '日本国内で、日本語を使って働いた経験がある' },
  { id: 2, en: 'I have worked in Japanese outside Japan', ja: '日本国外で、日本語を使って働いた経験がある' },
  { id: 3, en: 'I studied at a school or university in Japan', ja: '日本の大学・専門学校などで学んだ経験がある' },
  { id: 4, en: 'I studied at a Japanese language school', ja: '日本語学校で学んだ経験がある' },
  { id: 5, en: 'I studied on my own or with lessons', ja: '独学・レッスンで学んだ' },
  { id: 6, en: 'No experience', ja: '経験なし' },
];
