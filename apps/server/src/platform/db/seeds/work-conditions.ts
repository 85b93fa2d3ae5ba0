import type { LabelSeed, RangeSeed } from './seed-types.ts';

export const EMPLOYMENT_TYPES: LabelSeed[] = [
  { id: 1, en: 'Full-time', ja: '正社員' },
  { id: 2, en: 'Contract', ja: '契約社員' },
  { id: 3, en: 'Temporary staffing', ja: '派遣社員' },
  { id: 4, en: 'Part-time', ja: 'アルバイト・パート' },
  { id: 5, en: 'Freelance (outsourcing contract)', ja: '業務委託・フリーランス' },
  { id: 6, en: 'Internship', ja: 'インターンシップ' },
];

/** Employees; `max` null is open-ended. */
export const COMPANY_SIZES: RangeSeed[] = [
  { id: 1, en: '1–9 employees', ja: '1〜9名', min: 1, max: 9 },
  { id: 2, en: '10–49 employees', ja: '10〜49名', min: 10, max: 49 },
  { id: 3, en: '50–99 employees', ja: '50〜99名', min: 50, max: 99 },
  { id: 4, en: '100–299 employees', ja: '100〜299名', min: 100, max: 299 },
  { id: 5, en: '300–999 employees', ja: '300〜999名', min: 300, max: 999 },
  { id: 6, en: '1,000–4,999 employees', ja: '1,000〜4,999名', min: 1000, max: 4999 },
  { id: 7, en: '5,000 employees or more', ja: '5,000名以上', min: 5000, max: null },
];

/** Annual income in JPY: `min` inclusive, `max` exclusive, null open-ended (UX.md money formats). */
export const INCOME_RANGES: RangeSeed[] = [
  { id: 1, en: 'Under ¥3M', ja: '300万円未満', min: null, max: 3_000_000 },
  { id: 2, en: '¥3M–¥4M', ja: '300万〜400万円', min: 3_000_000, max: 4_000_000 },
  { id: 3, en: '¥4M–¥5M', ja: '400万〜500万円', min: 4_000_000, max: 5_000_000 },
  { id: 4, en: '¥5M–¥6M', ja: '500万〜600万円', min: 5_000_000, max: 6_000_000 },
  { id: 5, en: '¥6M–¥7M', ja: '600万〜700万円', min: 6_000_000, max: 7_000_000 },
  { id: 6, en: '¥7M–¥8M', ja: '700万〜800万円', min: 7_000_000, max: 8_000_000 },
  { id: 7, en: '¥8M–¥9M', ja: '800万〜900万円', min: 8_000_000, max: 9_000_000 },
  { id: 8, en: '¥9M–¥10M', ja: '900万〜1,000万円', min: 9_000_000, max: 10_000_000 },
  { id: 9, en: '¥10M–¥12M', ja: '1,000万〜1,200万円', min: 10_000_000, max: 12_000_000 },
  { id: 10, en: '¥12M–¥15M', ja: '1,200万〜1,500万円', min: 12_000_000, max: 15_000_000 },
  { id: 11, en: '¥15M–¥20M', ja: '1,500万〜2,000万円', min: 15_000_000, max: 20_000_000 },
  { id: 12, en: '¥20M or more', ja: '2,000万円以上', min: 20_000_000, max: null },
];

/** JPY first: it is the default (spec §9). Then the currencies of the applicants' home countries. */
export const CURRENCIES: Array<LabelSeed & { code: string; symbol: string }> = [
  { id: 1, code: 'JPY', symbol: '¥', en: 'Japanese yen', ja: '日本円' },
  { id: 2, code: 'USD', symbol: '$', en: 'US dollar', ja: '米ドル' },
  { id: 3, code: 'EUR', symbol: '€', en: 'Euro', ja: 'ユーロ' },
  { id: 4, code: 'CNY', symbol: 'CN¥', en: 'Chinese yuan', ja: '人民元' },
  { id: 5, code: 'KRW', symbol: '₩', en: 'South Korean won', ja: '韓国ウォン' },
  { id: 6, code: 'INR', symbol: '₹', en: 'Indian rupee', ja: 'インドルピー' },
  { id: 7, code: 'VND', symbol: '₫', en: 'Vietnamese dong', ja: 'ベトナムドン' },
  { id: 8, code: 'PHP', symbol: '₱', en: 'Philippine peso', ja: 'フィリピンペソ' },
  { id: 9, code: 'IDR', symbol: 'Rp', en: 'Indonesian rupiah', ja: 'インドネシアルピア' },
  { id: 10, code: 'THB', symbol: '฿', en: 'Thai baht', ja: 'タイバーツ' },
  { id: 11, code: 'TWD', symbol: 'NT$', en: 'New Taiwan dollar', ja: '台湾ドル' },
  { id: 12, code: 'HKD', symbol: 'HK$', en: 'Hong Kong dollar', ja: '香港ドル' },
  { id: 13, code: 'SGD', symbol: 'S$', en: 'Singapore dollar', ja: 'シンガポールドル' },
  { id: 14, code: 'MYR', symbol: 'RM', en: 'Malaysian ringgit', ja: 'マレーシアリンギット' },
  { id: 15, code: 'GBP', symbol: '£', en: 'British pound', ja: '英ポンド' },
  { id: 16, code: 'AUD', symbol: 'A$', en: 'Australian dollar', ja: 'オーストラリアドル' },
  { id: 17, code: 'CAD', symbol: 'C$', en: 'Canadian dollar', ja: 'カナダドル' },
  { id: 18, code: 'NZD', symbol: 'NZ$', en: 'New Zealand dollar', ja: 'ニュージーランドドル' },
  { id: 19, code: 'NPR', symbol: 'Rs', en: 'Nepalese rupee', ja: 'ネパールルピー' },
  { id: 20, code: 'BDT', symbol: '৳', en: 'Bangladeshi taka', ja: 'バングラデシュタカ' },
  { id: 21, code: 'LKR', symbol: 'Rs', en: 'Sri Lankan rupee', ja: 'スリランカルピー' },
  { id: 22, code: 'PKR', symbol: 'Rs', en: 'Pakistani rupee', ja: 'パキスタンルピー' },
  { id: 23, code: 'MMK', symbol: 'K', en: 'Myanmar kyat', ja: 'ミャンマーチャット' },
  { id: 24, code: 'MNT', symbol: '₮', en: 'Mongolian tögrög', ja: 'モンゴルトゥグルグ' },
  { id: 25, code: 'BRL', symbol: 'R$', en: 'Brazilian real', ja: 'ブラジルレアル' },
  { id: 26, code: 'MXN', symbol: 'MX$', en: 'Mexican peso', ja: 'メキシコペソ' },
  { id: 27, code: 'CHF', symbol: 'CHF', en: 'Swiss franc', ja: 'スイスフラン' },
  { id: 28, code: 'RUB', symbol: '₽', en: 'Russian ruble', ja: 'ロシアルーブル' },
  { id: 29, code: 'UAH', symbol: '₴', en: 'Ukrainian hryvnia', ja: 'ウクライナフリヴニャ' },
  { id: 30, code: 'TRY', symbol: '₺', en: 'Turkish lira', ja: 'トルコリラ' },
  { id: 31, code: 'AED', symbol: 'AED', en: 'UAE dirham', ja: 'UAEディルハム' },
  { id: 32, code: 'ZAR', symbol: 'R', en: 'South African rand', ja: '南アフリカランド' },
  { id: 33, code: 'NGN', symbol: '₦', en: 'Nigerian naira', ja: 'ナイジェリアナイラ' },
  { id: 34, code: 'EGP', symbol: 'E£', en: 'Egyptian pound', ja: 'エジプトポンド' },
];

/** Years of experience with a skill or role; ids 2–5 are fixed by spec §9. */
export const YEARS_OF_EXPERIENCE_RANGES: LabelSeed[] = [
  { id: 1, en: 'None', ja: '経験なし' },
  { id: 2, en: 'Less than 1 year', ja: '1年未満' },
  { id: 3, en: '1–3 years', ja: '1〜3年' },
  { id: 4, en: '3–5 years', ja: '3〜5年' },
  { id: 5, en: '5 years or more', ja: '5年以上' },
];

/** Current working status; student 4 and other 6 are fixed by spec §9. */
export const WORKING_STATUSES: LabelSeed[] = [
  { id: 1, en: 'Employed full-time', ja: '正社員として就業中' },
  { id: 2, en: 'Employed on contract or through a staffing agency', ja: '契約社員・派遣社員として就業中' },
  { id: 3, en: 'Freelance or self-employed', ja: 'フリーランス・個人事業主' },
  { id: 4, en: 'Student', ja: '学生' },
  { id: 5, en: 'Not working', ja: '離職中' },
  { id: 6, en: 'Other', ja: 'その他' },
];

export const JOB_SEARCH_STATUSES: LabelSeed[] = [
  { id: 1, en: 'I want to change jobs within 3 months', ja: '3か月以内に転職したい' },
  { id: 2, en: 'I want to change jobs within 6 months', ja: '半年以内に転職したい' },
  { id: 3, en: 'I want to change jobs within a year', ja: '1年以内に転職したい' },
  { id: 4, en: 'I will consider a good offer', ja: '良い求人があれば検討したい' },
  { id: 5, en: 'I am not looking now', ja: '今は転職を考えていない' },
];

/**
 * Statuses of residence (在留資格) with the English names the Immigration Services Agency uses,
 * most common among IT engineers first; then Japanese nationals and those who need sponsorship.
 */
export const VISA_STATUSES: LabelSeed[] = [
  { id: 1, en: 'Engineer / Specialist in Humanities / International Services', ja: '技術・人文知識・国際業務' },
  { id: 2, en: 'Highly Skilled Professional (i)', ja: '高度専門職1号' },
  { id: 3, en: 'Highly Skilled Professional (ii)', ja: '高度専門職2号' },
  { id: 4, en: 'Permanent Resident', ja: '永住者' },
  { id: 5, en: 'Spouse or Child of Japanese National', ja: '日本人の配偶者等' },
  { id: 6, en: 'Spouse or Child of Permanent Resident', ja: '永住者の配偶者等' },
  { id: 7, en: 'Long-Term Resident', ja: '定住者' },
  { id: 8, en: 'Dependent', ja: '家族滞在' },
  { id: 9, en: 'Designated Activities', ja: '特定活動' },
  { id: 10, en: 'Student', ja: '留学' },
  { id: 11, en: 'Working Holiday', ja: 'ワーキングホリデー' },
  { id: 12, en: 'Intra-company Transferee', ja: '企業内転勤' },
  { id: 13, en: 'Business Manager', ja: '経営・管理' },
  { id: 14, en: 'Specified Skilled Worker', ja: '特定技能' },
  { id: 15, en: 'Professor', ja: '教授' },
  { id: 16, en: 'Researcher', ja: '研究' },
  { id: 17, en: 'Instructor', ja: '教育' },
  { id: 18, en: 'Japanese national (no visa needed)', ja: '日本国籍（在留資格不要）' },
  { id: 19, en: 'No status of residence (visa sponsorship needed)', ja: '在留資格なし（ビザのサポートが必要）' },
  { id: 20, en: 'Other', ja: 'その他' },
];

/** Whether the applicant may work in Japan, in the words a company asks (basic information, spec §3). */
export const WORK_PERMISSIONS: LabelSeed[] = [
  { id: 1, en: 'Japanese national', ja: '日本国籍' },
  {
    id: 2,
    en: 'No work restrictions (permanent resident, spouse visa, long-term resident)',
    ja: '就労制限なし（永住者・日本人の配偶者等・定住者など）',
  },
  { id: 3, en: 'I have a work visa', ja: '就労可能な在留資格あり' },
  {
    id: 4,
    en: 'Part-time work permitted (student or dependent visa)',
    ja: '資格外活動許可あり（留学・家族滞在など）',
  },
  { id: 5, en: 'I need visa sponsorship', ja: '就労ビザの取得が必要' },
  { id: 6, en: 'Other', ja: 'その他' },
];

/** Highest education first (a profile's education entries, spec §3). */
export const EDUCATIONAL_LEVELS: LabelSeed[] = [
  { id: 1, en: 'Doctorate', ja: '大学院（博士）' },
  { id: 2, en: "Master's degree", ja: '大学院（修士）' },
  { id: 3, en: "Bachelor's degree", ja: '大学' },
  { id: 4, en: 'Junior college (associate degree)', ja: '短期大学' },
  { id: 5, en: 'College of technology (kosen)', ja: '高等専門学校' },
  { id: 6, en: 'Vocational school', ja: '専門学校' },
  { id: 7, en: 'High school', ja: '高等学校' },
  { id: 8, en: 'Other', ja: 'その他' },
];
