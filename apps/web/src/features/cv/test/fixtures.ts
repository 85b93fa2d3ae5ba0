import { type CvParseResponse, type CvProposals, noBasicProposals } from '@hashi/shared/cv-parse.schema';
import type { Profile } from '@hashi/shared/profile.schema';
import { mockApi } from '../../auth/test/mock-api.ts';

type Handler = Parameters<typeof mockApi>[0][string];

const src = (line: number, text: string) => ({ line, text });

/** What the server proposes for the 履歴書 + 職務経歴書 of apps/server/test/cv-fixtures.ts (trimmed). */
export function japaneseProposals(overrides: Partial<CvProposals> = {}): CvProposals {
  return {
    basic: {
      first_name: { value: 'アン', source: src(3, '氏名 グエン ヴァン アン') },
      last_name: { value: 'グエン', source: src(3, '氏名 グエン ヴァン アン') },
      furigana_first_name: null,
      furigana_last_name: null,
      date_of_birth: { value: '1992-05-10', source: src(4, '生年月日 平成4年5月10日生（満33歳）') },
      gender: { value: 'male', source: src(5, '性別 男') },
      nationality: { value: { id: 245, name: 'ベトナム' }, source: src(6, '国籍 ベトナム') },
    },
    contact: {
      email: { value: 'nguyen.an@example.jp', source: src(9, 'メール nguyen.an@example.jp') },
      phone: { value: { country_code: null, number: '090-1234-5678' }, source: src(8, '電話 090-1234-5678') },
    },
    educations: [
      {
        school_name: 'ハノイ工科大学',
        major: '情報技術学部',
        educational_level_id: 5,
        start: '2010/09',
        end: '2015/06',
        currently_studying: false,
        source: src(12, '平成22年9月 ハノイ工科大学 情報技術学部 入学'),
      },
    ],
    work_experiences: [
      {
        company_name: '株式会社メルカリ',
        job_title: 'バックエンドエンジニア',
        period_from: '2019/04',
        period_to: null,
        is_current: true,
        source: src(31, '2019年4月〜現在 株式会社メルカリ'),
      },
    ],
    skills: [
      { skill_id: 11, name: 'Go', source: src(33, 'Go、Kubernetes、PostgreSQLを用いたマイクロサービスの開発') },
      { skill_id: 12, name: 'Kubernetes', source: src(33, 'Go、Kubernetes、PostgreSQLを用いたマイクロサービスの開発') },
    ],
    languages: [],
    jlpt: { jlpt_score_level_id: 2, name: 'N2', source: src(22, '2018年7月 日本語能力試験 N2 合格') },
    licenses: [
      {
        name: '基本情報技術者試験',
        year: 2016,
        it_certificate_id: 3,
        source: src(21, '2016年12月 基本情報技術者試験 合格'),
      },
    ],
    ...overrides,
  };
}

/** A parse answer with nothing found but a name, for focused tests. */
export function parsed(proposals: CvProposals = japaneseProposals(), truncated = false): CvParseResponse {
  return { text_length: 1200, truncated, language: 'ja', proposals };
}

export function nothingProposed(): CvProposals {
  return {
    basic: noBasicProposals(),
    contact: { email: null, phone: null },
    educations: [],
    work_experiences: [],
    skills: [],
    languages: [],
    jlpt: null,
    licenses: [],
  };
}

const list = (...names: string[]) => names.map((name, i) => ({ id: i + 1, name }));

/** The reference lists the review reads, small and in English. */
const MASTERS: Record<string, unknown[]> = {
  nationalities: [
    { id: 245, name: 'Vietnam', code: 'VN' },
    { id: 104, name: 'Japan', code: 'JP' },
  ],
  countries: [
    { id: 104, name: 'Japan', code: 'JP' },
    { id: 245, name: 'Vietnam', code: 'VN' },
  ],
  'dialing-codes': [
    { id: 104, name: 'Japan', code: '+81', country_id: 104 },
    { id: 245, name: 'Vietnam', code: '+84', country_id: 245 },
  ],
  industries: [{ id: 1, name: 'Internet services', category_id: 1 }],
  'employment-types': list('Full-time', 'Contract'),
  'company-sizes': [{ id: 1, name: '1,000 or more', min_employees: 1000, max_employees: null }],
  'educational-levels': list('High school', 'Vocational', 'Associate', 'Bachelor', 'Bachelor (engineering)'),
  'yoe-ranges': list('None', 'Less than 1 year', '1–3 years', '3–5 years', '5 years or more'),
  languages: [
    { id: 12, name: 'English', code: 'en' },
    { id: 23, name: 'Japanese', code: 'ja' },
    { id: 60, name: 'Vietnamese', code: 'vi' },
  ],
  'writing-levels': list('Native', 'Fluent', 'Business', 'Daily conversation', 'Greetings'),
  'jlpt-score-levels': list('N1', 'N2', 'N3', 'N4', 'N5', 'None'),
};

/** A fake server with the profile, the reference lists and `routes` (which win). */
export function cvServer(profile: Profile, routes: Record<string, Handler> = {}) {
  const masters = Object.fromEntries(
    Object.entries(MASTERS).map(([name, data]) => [
      name === 'jlpt-score-levels' ? `GET /api/v1/${name}` : `GET /api/v2/masters/${name}`,
      { body: { data } },
    ]),
  );
  return mockApi({ ...masters, 'GET /api/v2/applicant/profile': { body: { data: profile } }, ...routes });
}
