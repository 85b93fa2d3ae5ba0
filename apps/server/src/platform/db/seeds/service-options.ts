import type { LabelSeed, RangeSeed } from './seed-types.ts';

/** What a company offers (job postings) and what an applicant puts first (up to 5 priorities, spec §3). */
export const APPEAL_POINTS: LabelSeed[] = [
  { id: 1, en: 'Remote work available', ja: 'リモートワーク可' },
  { id: 2, en: 'Fully remote', ja: 'フルリモート' },
  { id: 3, en: 'Flexible working hours', ja: 'フレックスタイム制' },
  { id: 4, en: 'Visa sponsorship', ja: 'ビザサポートあり' },
  { id: 5, en: 'Relocation support', ja: '転居・来日サポートあり' },
  { id: 6, en: 'English-speaking team', ja: '英語を使う職場' },
  { id: 7, en: 'No Japanese required', ja: '日本語不問' },
  { id: 8, en: 'No overtime', ja: '残業なし' },
  { id: 9, en: 'Little overtime (under 20 hours a month)', ja: '残業月20時間以内' },
  { id: 10, en: 'Applications from overseas welcome', ja: '海外からの応募可' },
  { id: 11, en: '120 or more days off a year', ja: '年間休日120日以上' },
  { id: 12, en: 'Housing allowance', ja: '住宅手当あり' },
  { id: 13, en: 'Side jobs allowed', ja: '副業OK' },
  { id: 14, en: 'Training and certification support', ja: '研修・資格取得支援あり' },
  { id: 15, en: 'Japanese lessons provided', ja: '日本語学習支援あり' },
  { id: 16, en: 'Many international employees', ja: '外国籍社員活躍中' },
  { id: 17, en: 'Modern tech stack', ja: 'モダンな技術環境' },
  { id: 18, en: 'Stock options', ja: 'ストックオプションあり' },
  { id: 19, en: 'Listed company', ja: '上場企業' },
  { id: 20, en: 'Startup', ja: 'スタートアップ' },
  { id: 21, en: 'Casual dress code', ja: '服装自由' },
  { id: 22, en: 'Childcare support', ja: '育児支援制度あり' },
  { id: 23, en: 'Bonus', ja: '賞与あり' },
  { id: 24, en: 'No experience required', ja: '未経験歓迎' },
];

/** Percentage bands for the rate of foreign employees and for English use at work (job filters). */
export const PEOPLE_PERCENT: RangeSeed[] = [
  { id: 1, en: '0–10%', ja: '0〜10%', min: 0, max: 10 },
  { id: 2, en: '10–30%', ja: '10〜30%', min: 10, max: 30 },
  { id: 3, en: '30–50%', ja: '30〜50%', min: 30, max: 50 },
  { id: 4, en: '50–70%', ja: '50〜70%', min: 50, max: 70 },
  { id: 5, en: '70–100%', ja: '70〜100%', min: 70, max: 100 },
];

/** "How did you hear about us?" */
export const CHANNELS: LabelSeed[] = [
  { id: 1, en: 'Search engine (Google and others)', ja: '検索エンジン（Googleなど）' },
  { id: 2, en: 'LinkedIn', ja: 'LinkedIn' },
  { id: 3, en: 'Facebook', ja: 'Facebook' },
  { id: 4, en: 'Instagram', ja: 'Instagram' },
  { id: 5, en: 'X (Twitter)', ja: 'X（旧Twitter）' },
  { id: 6, en: 'YouTube', ja: 'YouTube' },
  { id: 7, en: 'Online advertisement', ja: 'Web広告' },
  { id: 8, en: 'Article or blog', ja: '記事・ブログ' },
  { id: 9, en: 'A friend or colleague', ja: '友人・知人の紹介' },
  { id: 10, en: 'Event or job fair', ja: 'イベント・合同説明会' },
  { id: 11, en: 'School or university', ja: '学校・大学' },
  { id: 12, en: 'Recruitment agency', ja: '人材紹介会社' },
  { id: 13, en: 'Another job site', ja: '他の求人サイト' },
  { id: 14, en: 'Other', ja: 'その他' },
];

/** Kinds of e-mail an applicant can subscribe to (account settings → email, spec §2). */
export const CS_EMAIL_NOTIFICATIONS: LabelSeed[] = [
  { id: 1, en: 'Scouts and messages from companies', ja: '企業からのスカウト・メッセージ' },
  { id: 2, en: 'New jobs for my saved searches', ja: '保存した検索条件の新着求人' },
  { id: 3, en: 'Recommended jobs', ja: 'あなたへのおすすめ求人' },
  { id: 4, en: 'Updates on my applications', ja: '応募状況のお知らせ' },
  { id: 5, en: 'Companies interested in my profile', ja: '企業からの「気になる」のお知らせ' },
  { id: 6, en: 'News and campaigns from Hashi', ja: 'Hashiからのお知らせ・キャンペーン' },
  { id: 7, en: 'Career tips and newsletter', ja: '転職お役立ち情報・ニュースレター' },
];

/** Why a scout is declined (scout reply, spec §4); "Other" stays last. */
export const SCOUT_DECLINE_REASONS: LabelSeed[] = [
  { id: 1, en: 'The job does not match my skills or experience', ja: 'スキル・経験が合わないため' },
  { id: 2, en: 'The salary does not meet my expectations', ja: '給与が希望に合わないため' },
  { id: 3, en: 'The location or way of working does not suit me', ja: '勤務地・働き方が希望に合わないため' },
  { id: 4, en: 'The job does not fit the career I want', ja: '希望するキャリアと合わないため' },
  { id: 5, en: 'The language requirements do not fit me', ja: '語学の要件が合わないため' },
  { id: 6, en: 'I am not interested in this company or industry', ja: '企業・業界に興味がないため' },
  { id: 7, en: 'I have already decided on a new job', ja: 'すでに転職先が決まったため' },
  { id: 8, en: 'I am not looking for a job now', ja: '現在は転職活動をしていないため' },
  { id: 9, en: 'Other', ja: 'その他' },
];

/**
 * Words offered while typing in the job search (spec §3 job search filters), most searched first.
 * A search matches either language, so「リモート」finds "Remote work" in the English app.
 */
export const POPULAR_KEYWORDS: LabelSeed[] = [
  { id: 1, en: 'Remote work', ja: 'リモートワーク' },
  { id: 2, en: 'Fully remote', ja: 'フルリモート' },
  { id: 3, en: 'No Japanese required', ja: '日本語不要' },
  { id: 4, en: 'English-speaking', ja: '英語を使う仕事' },
  { id: 5, en: 'Visa sponsorship', ja: 'ビザサポート' },
  { id: 6, en: 'Backend engineer', ja: 'バックエンドエンジニア' },
  { id: 7, en: 'Frontend engineer', ja: 'フロントエンドエンジニア' },
  { id: 8, en: 'Full-stack engineer', ja: 'フルスタックエンジニア' },
  { id: 9, en: 'Java', ja: 'Java' },
  { id: 10, en: 'Python', ja: 'Python' },
  { id: 11, en: 'Go', ja: 'Go' },
  { id: 12, en: 'TypeScript', ja: 'TypeScript' },
  { id: 13, en: 'React', ja: 'React' },
  { id: 14, en: 'AWS', ja: 'AWS' },
  { id: 15, en: 'Kubernetes', ja: 'Kubernetes' },
  { id: 16, en: 'Machine learning', ja: '機械学習' },
  { id: 17, en: 'Generative AI', ja: '生成AI' },
  { id: 18, en: 'Data engineer', ja: 'データエンジニア' },
  { id: 19, en: 'SRE', ja: 'SRE' },
  { id: 20, en: 'Mobile app', ja: 'モバイルアプリ' },
  { id: 21, en: 'iOS', ja: 'iOS' },
  { id: 22, en: 'Android', ja: 'Android' },
  { id: 23, en: 'Project manager', ja: 'プロジェクトマネージャー' },
  { id: 24, en: 'Tech lead', ja: 'テックリード' },
  { id: 25, en: 'QA engineer', ja: 'QAエンジニア' },
  { id: 26, en: 'Security', ja: 'セキュリティ' },
  { id: 27, en: 'Embedded', ja: '組み込み' },
  { id: 28, en: 'Game', ja: 'ゲーム' },
  { id: 29, en: 'Fintech', ja: 'フィンテック' },
  { id: 30, en: 'Startup', ja: 'スタートアップ' },
  { id: 31, en: 'SAP', ja: 'SAP' },
  { id: 32, en: 'Salesforce', ja: 'Salesforce' },
  { id: 33, en: 'Tokyo', ja: '東京' },
  { id: 34, en: 'Osaka', ja: '大阪' },
  { id: 35, en: 'Fukuoka', ja: '福岡' },
  { id: 36, en: 'Apply from overseas', ja: '海外から応募可' },
  { id: 37, en: 'Flexible hours', ja: 'フレックス' },
  { id: 38, en: 'Side jobs allowed', ja: '副業OK' },
  { id: 39, en: 'High salary', ja: '高年収' },
  { id: 40, en: 'No experience required', ja: '未経験可' },
];
