import { LANGUAGES } from './languages.ts';
import type { LabelSeed } from './seed-types.ts';

function language(code: string): number {
  const row = LANGUAGES.find((l) => l.code === code);
  if (!row) throw new Error(`No language ${code}`);
  return row.id;
}

/** Language tests recorded on profiles (JLPT has its own list, jlpt-score-levels). */
export const LANGUAGE_CERTIFICATES: Array<LabelSeed & { language: number }> = [
  { id: 1, language: language('en'), en: 'TOEIC Listening & Reading Test', ja: 'TOEIC L&Rテスト' },
  { id: 2, language: language('en'), en: 'TOEFL iBT', ja: 'TOEFL iBT' },
  { id: 3, language: language('en'), en: 'IELTS', ja: 'IELTS' },
  {
    id: 4,
    language: language('en'),
    en: 'EIKEN (Test in Practical English Proficiency)',
    ja: '実用英語技能検定（英検）',
  },
  { id: 5, language: language('en'), en: 'Cambridge English Qualifications', ja: 'ケンブリッジ英語検定' },
  { id: 6, language: language('ja'), en: 'BJT Business Japanese Proficiency Test', ja: 'BJTビジネス日本語能力テスト' },
  { id: 7, language: language('ja'), en: 'J.TEST Practical Japanese Test', ja: 'J.TEST実用日本語検定' },
  { id: 8, language: language('ja'), en: 'NAT-TEST Japanese Proficiency Test', ja: '日本語NAT-TEST' },
  {
    id: 9,
    language: language('ja'),
    en: 'JFT-Basic (Japan Foundation Test for Basic Japanese)',
    ja: '国際交流基金日本語基礎テスト（JFT-Basic）',
  },
  { id: 10, language: language('zh'), en: 'HSK (Chinese Proficiency Test)', ja: 'HSK（漢語水平考試）' },
  { id: 11, language: language('ko'), en: 'TOPIK (Test of Proficiency in Korean)', ja: 'TOPIK（韓国語能力試験）' },
  { id: 12, language: language('fr'), en: 'DELF / DALF', ja: 'DELF・DALF（フランス語資格試験）' },
  { id: 13, language: language('de'), en: 'Goethe-Zertifikat', ja: 'ゲーテ・インスティトゥート ドイツ語検定試験' },
  { id: 14, language: language('es'), en: 'DELE', ja: 'DELE（スペイン語検定試験）' },
];

type Level = [id: number, en: string, ja: string, minScore: number | null];

/**
 * The levels a job can ask for, per certificate, highest first. Labels stand alone ("TOEIC L&R 800
 * or above"), because a list filtered by language mixes certificates. `minScore` is the lowest
 * score of the band on the certificate's own scale; null for tests that award grades.
 */
const LEVELS: Record<number, Level[]> = {
  1: [
    [1, 'TOEIC L&R 900 or above', 'TOEIC L&R 900点以上', 900],
    [2, 'TOEIC L&R 800 or above', 'TOEIC L&R 800点以上', 800],
    [3, 'TOEIC L&R 700 or above', 'TOEIC L&R 700点以上', 700],
    [4, 'TOEIC L&R 600 or above', 'TOEIC L&R 600点以上', 600],
    [5, 'TOEIC L&R 500 or above', 'TOEIC L&R 500点以上', 500],
  ],
  2: [
    [6, 'TOEFL iBT 100 or above', 'TOEFL iBT 100点以上', 100],
    [7, 'TOEFL iBT 90 or above', 'TOEFL iBT 90点以上', 90],
    [8, 'TOEFL iBT 80 or above', 'TOEFL iBT 80点以上', 80],
    [9, 'TOEFL iBT 70 or above', 'TOEFL iBT 70点以上', 70],
    [10, 'TOEFL iBT 60 or above', 'TOEFL iBT 60点以上', 60],
  ],
  3: [
    [11, 'IELTS 8.0 or above', 'IELTS 8.0以上', 8],
    [12, 'IELTS 7.0 or above', 'IELTS 7.0以上', 7],
    [13, 'IELTS 6.5 or above', 'IELTS 6.5以上', 6.5],
    [14, 'IELTS 6.0 or above', 'IELTS 6.0以上', 6],
    [15, 'IELTS 5.5 or above', 'IELTS 5.5以上', 5.5],
    [16, 'IELTS 5.0 or above', 'IELTS 5.0以上', 5],
  ],
  4: [
    [17, 'EIKEN Grade 1', '英検1級', null],
    [18, 'EIKEN Grade Pre-1', '英検準1級', null],
    [19, 'EIKEN Grade 2', '英検2級', null],
    [20, 'EIKEN Grade Pre-2 Plus', '英検準2級プラス', null],
    [21, 'EIKEN Grade Pre-2', '英検準2級', null],
    [22, 'EIKEN Grade 3', '英検3級', null],
  ],
  5: [
    [23, 'Cambridge C2 Proficiency', 'ケンブリッジ英検 C2 Proficiency', null],
    [24, 'Cambridge C1 Advanced', 'ケンブリッジ英検 C1 Advanced', null],
    [25, 'Cambridge B2 First', 'ケンブリッジ英検 B2 First', null],
    [26, 'Cambridge B1 Preliminary', 'ケンブリッジ英検 B1 Preliminary', null],
    [27, 'Cambridge A2 Key', 'ケンブリッジ英検 A2 Key', null],
  ],
  6: [
    [28, 'BJT J1+ (600 or above)', 'BJT J1+（600点以上）', 600],
    [29, 'BJT J1 (530 or above)', 'BJT J1（530点以上）', 530],
    [30, 'BJT J2 (420 or above)', 'BJT J2（420点以上）', 420],
    [31, 'BJT J3 (320 or above)', 'BJT J3（320点以上）', 320],
    [32, 'BJT J4 (200 or above)', 'BJT J4（200点以上）', 200],
    [33, 'BJT J5', 'BJT J5', 0],
  ],
  7: [
    [34, 'J.TEST Special A (930 or above)', 'J.TEST 特A級（930点以上）', 930],
    [35, 'J.TEST A (900 or above)', 'J.TEST A級（900点以上）', 900],
    [36, 'J.TEST Pre-A (850 or above)', 'J.TEST 準A級（850点以上）', 850],
    [37, 'J.TEST B (800 or above)', 'J.TEST B級（800点以上）', 800],
    [38, 'J.TEST Pre-B (700 or above)', 'J.TEST 準B級（700点以上）', 700],
    [39, 'J.TEST C (600 or above)', 'J.TEST C級（600点以上）', 600],
    [40, 'J.TEST Pre-C (500 or above)', 'J.TEST 準C級（500点以上）', 500],
    [41, 'J.TEST D', 'J.TEST D級', null],
    [42, 'J.TEST E', 'J.TEST E級', null],
  ],
  8: [
    [43, 'NAT-TEST Level 1', 'NAT-TEST 1級', null],
    [44, 'NAT-TEST Level 2', 'NAT-TEST 2級', null],
    [45, 'NAT-TEST Level 3', 'NAT-TEST 3級', null],
    [46, 'NAT-TEST Level 4', 'NAT-TEST 4級', null],
    [47, 'NAT-TEST Level 5', 'NAT-TEST 5級', null],
  ],
  9: [[48, 'JFT-Basic A2 (200 or above)', 'JFT-Basic A2レベル（200点以上）', 200]],
  10: [
    [49, 'HSK Levels 7–9', 'HSK 7〜9級', null],
    [50, 'HSK Level 6', 'HSK 6級', null],
    [51, 'HSK Level 5', 'HSK 5級', null],
    [52, 'HSK Level 4', 'HSK 4級', null],
    [53, 'HSK Level 3', 'HSK 3級', null],
    [54, 'HSK Level 2', 'HSK 2級', null],
    [55, 'HSK Level 1', 'HSK 1級', null],
  ],
  11: [
    [56, 'TOPIK Level 6', 'TOPIK 6級', null],
    [57, 'TOPIK Level 5', 'TOPIK 5級', null],
    [58, 'TOPIK Level 4', 'TOPIK 4級', null],
    [59, 'TOPIK Level 3', 'TOPIK 3級', null],
    [60, 'TOPIK Level 2', 'TOPIK 2級', null],
    [61, 'TOPIK Level 1', 'TOPIK 1級', null],
  ],
  12: [
    [62, 'DALF C2', 'DALF C2', null],
    [63, 'DALF C1', 'DALF C1', null],
    [64, 'DELF B2', 'DELF B2', null],
    [65, 'DELF B1', 'DELF B1', null],
    [66, 'DELF A2', 'DELF A2', null],
    [67, 'DELF A1', 'DELF A1', null],
  ],
  13: [
    [68, 'Goethe-Zertifikat C2', 'ゲーテ・ドイツ語検定 C2', null],
    [69, 'Goethe-Zertifikat C1', 'ゲーテ・ドイツ語検定 C1', null],
    [70, 'Goethe-Zertifikat B2', 'ゲーテ・ドイツ語検定 B2', null],
    [71, 'Goethe-Zertifikat B1', 'ゲーテ・ドイツ語検定 B1', null],
    [72, 'Goethe-Zertifikat A2', 'ゲーテ・ドイツ語検定 A2', null],
    [73, 'Goethe-Zertifikat A1', 'ゲーテ・ドイツ語検定 A1', null],
  ],
  14: [
    [74, 'DELE C2', 'DELE C2', null],
    [75, 'DELE C1', 'DELE C1', null],
    [76, 'DELE B2', 'DELE B2', null],
    [77, 'DELE B1', 'DELE B1', null],
    [78, 'DELE A2', 'DELE A2', null],
    [79, 'DELE A1', 'DELE A1', null],
  ],
};

export const LANGUAGE_SCORE_LEVELS = LANGUAGE_CERTIFICATES.flatMap((certificate) =>
  (LEVELS[certificate.id] ?? []).map(([id, en, ja, minScore]) => ({
    id,
    en,
    ja,
    certificate: certificate.id,
    language: certificate.language,
    minScore,
  })),
);
