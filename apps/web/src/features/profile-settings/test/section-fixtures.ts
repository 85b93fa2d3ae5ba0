import type { Profile } from '@hashi/shared/profile.schema';
import { emptyProfile } from '../../profile/test/profile-fixtures.ts';

type Reply = { status?: number; body?: unknown };

/** A registered applicant's profile with every section empty; `overrides` fills what a test needs. */
/** A registered applicant with a name and an address; the sections' tests add the rest. */
export function profileFixture(overrides: Partial<Profile> = {}): Profile {
  const empty = emptyProfile();
  return emptyProfile({
    current_step: 4,
    registered_at: '2026-11-01T00:00:00.000Z',
    overall_completion_rate: 40,
    basic_personal_information: {
      ...empty.basic_personal_information,
      first_name: 'Aiko',
      last_name: 'Tanaka',
      full_name: 'Aiko Tanaka',
      date_of_birth: '1994-05-01',
      gender: 'female',
      nationality_id: 104,
      country_id: 104,
      prefecture_id: 13,
    },
    ...overrides,
  });
}

/** A short reference list in one language: `[[1, 'Native'], …]`. */
const list = (items: Array<[number, string, Record<string, unknown>?]>): Reply => ({
  body: { data: items.map(([id, name, extra]) => ({ id, name, ...extra })) },
});

const levels = {
  en: ['Native', 'Fluent', 'Business', 'Daily conversation', 'Greetings only', 'None'],
  ja: ['ネイティブ', '流暢', 'ビジネスレベル', '日常会話レベル', '挨拶程度', 'なし'],
};

/** The reference lists these sections read, as `mockApi` routes, in English or Japanese. */
export function masterRoutes(language: 'en' | 'ja' = 'en'): Record<string, Reply> {
  const ja = language === 'ja';
  const numbered = (names: string[]) => list(names.map((name, i) => [i + 1, name]));
  return {
    'GET /api/v2/masters/writing-levels': numbered(levels[language]),
    'GET /api/v1/jlpt-score-levels': numbered(['N1', 'N2', 'N3', 'N4', 'N5', ja ? 'なし' : 'None']),
    'GET /api/v2/masters/japanese-language-experiences': numbered(
      ja
        ? ['日本国内で、日本語を使って働いた経験がある', '経験なし']
        : ['I have worked in Japanese in Japan', 'No experience'],
    ),
    'GET /api/v2/masters/languages': list([
      [23, ja ? '日本語' : 'Japanese', { code: 'ja' }],
      [12, ja ? '英語' : 'English', { code: 'en' }],
      [30, ja ? 'フランス語' : 'French', { code: 'fr' }],
      [40, ja ? 'ベトナム語' : 'Vietnamese', { code: 'vi' }],
    ]),
    'GET /api/v2/masters/educational-levels': numbered(
      ja ? ['高校', '学士', '修士', '博士'] : ['High school', "Bachelor's degree", "Master's degree", 'Doctorate'],
    ),
    'GET /api/v2/masters/job-search-statuses': numbered(
      ja ? ['3か月以内に転職したい', '今は転職を考えていない'] : ['Within 3 months', 'Not looking now'],
    ),
    'GET /api/v2/masters/japan-regions': list([
      [3, ja ? '関東' : 'Kanto'],
      [5, ja ? '近畿' : 'Kinki (Kansai)'],
      [9, ja ? '海外' : 'Overseas'],
    ]),
    'GET /api/v2/masters/japan-prefectures': list(
      Array.from({ length: 18 }, (_, i): [number, string, Record<string, unknown>] => {
        const id = i + 8;
        return [id, `${ja ? '県' : 'Prefecture'} ${id}`, { region_id: id < 15 ? 3 : 5 }];
      }).concat([[48, ja ? '海外' : 'Overseas', { region_id: 9 }]]),
    ),
    'GET /api/v2/masters/industry-categories': numbered(ja ? ['IT', '金融'] : ['IT', 'Finance']),
    'GET /api/v2/masters/industries': list(
      Array.from({ length: 17 }, (_, i) => [
        i + 1,
        `${ja ? '業界' : 'Industry'} ${i + 1}`,
        { category_id: i < 9 ? 1 : 2 },
      ]),
    ),
    'GET /api/v2/masters/job-position-categories': numbered(ja ? ['開発'] : ['Development']),
    'GET /api/v2/masters/job-positions': list(
      Array.from({ length: 17 }, (_, i) => [i + 1, `${ja ? '職種' : 'Role'} ${i + 1}`, { category_id: 1 }]),
    ),
    'GET /api/v2/masters/employment-types': numbered(ja ? ['正社員', '契約社員'] : ['Full-time', 'Contract']),
    'GET /api/v2/masters/appeal-points': numbered(
      Array.from({ length: 7 }, (_, i) => `${ja ? 'こだわり' : 'Priority'} ${i + 1}`),
    ),
    'GET /api/v2/masters/cs-email-notifications': numbered(
      ja ? ['企業からのスカウト・メッセージ', 'あなたへのおすすめ求人'] : ['Scouts and messages', 'Recommended jobs'],
    ),
  };
}

/** A 422 as the server sends it: field → messages in the request's language. */
export const unprocessable = (errors: Record<string, string[]>): Reply => ({
  status: 422,
  body: { message: 'The given data was invalid.', code: 'validation_failed', errors },
});
