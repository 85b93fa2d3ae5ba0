/** Employer API payloads for the server tests and the e2e preconditions alike (so: no imports). */

/** A complete, valid posting input of the employer API (bilingual, Tokyo, with two apply questions). */
export function postingInput(overrides: Record<string, unknown> = {}) {
  return {
    posting_language: 1,
    title_en: 'Platform Engineer (Kotlin)',
    title_ja: 'プラットフォームエンジニア（Kotlin）',
    description_en: 'You will run our payment platform.',
    description_ja: '決済基盤の運用をお任せします。',
    requirements_en: '3+ years of Kotlin',
    requirements_ja: 'Kotlinでの開発経験3年以上',
    selection_flow_en: 'Document screening\nInterview',
    selection_flow_ja: '書類選考\n面接',
    job_position_id: 1,
    employment_type_id: 1,
    prefecture_ids: [13],
    city_id: 83,
    appeal_point_ids: [1],
    required_skills: [{ skill_id: 5, years_of_experience_range_id: 4 }],
    featured_skill_ids: [21],
    required_jlpt_level_id: 3,
    required_english_level_id: 4,
    remote_option: 2,
    visa_sponsorship: 1,
    overseas_application_allowed: true,
    salary_min: 6_000_000,
    salary_max: 9_000_000,
    apply_questions: [
      { question_en: 'Can you start within three months?', question_ja: '3か月以内に入社できますか？' },
      { question_en: 'Do you hold a work visa?', question_ja: '就労ビザをお持ちですか？' },
    ],
    ...overrides,
  };
}

/** The appeals of `companyInput`: one, at the top. */
export const companyAppeals = [
  {
    position: 'top',
    title_en: 'Our mission',
    title_ja: '私たちの使命',
    body_en: 'Fair fees.',
    body_ja: '公正な手数料。',
  },
];

/** A company profile input of the employer API. */
export function companyInput(overrides: Record<string, unknown> = {}) {
  return {
    name_en: 'Sakura Payments Inc.',
    name_ja: 'さくらペイメンツ株式会社',
    ceo_name_en: 'Ken Tanaka',
    ceo_name_ja: '田中 健',
    prefecture_id: 13,
    city_id: 83,
    address_en: '2-1 Shibuya, Shibuya-ku, Tokyo',
    address_ja: '東京都渋谷区渋谷2-1',
    founded_on: '2012-10-01',
    capital_jpy: 50_000_000,
    company_size_id: 3,
    is_listed: false,
    industry_id: 1,
    industry_ids: [1, 2],
    website_url: 'https://sakura-payments.example',
    description_en: 'We move money for small shops.',
    description_ja: '小さなお店のお金の流れを支えています。',
    appeals: companyAppeals,
    ...overrides,
  };
}
