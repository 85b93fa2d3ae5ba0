/**
 * The fixed query set of the search benchmark (issue 4): English and Japanese keywords, 2-character
 * kanji, mixed phrases, place names, filters alone and combined, both sorts and later pages. Every keyword is
 * one the demo-data generator writes (from a few postings in a hundred to most of them), except
 * `fintech`, which finds nothing. Dates are relative to the run, so "the last two weeks" stays
 * two weeks.
 */
const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);

export function searchQueries(): Array<Record<string, unknown>> {
  const english = [
    'React',
    'TypeScript',
    'Go',
    'Java',
    'Python',
    'AWS',
    'Kubernetes',
    'backend engineer',
    'frontend',
    'data',
    'machine learning',
    'fintech',
    'remote',
    'Ruby on Rails',
    'ＲＥＡＣＴ',
  ];
  const japanese = [
    '設計',
    '品質',
    '運用',
    '開発',
    '検索',
    '金融',
    '決済',
    '自社',
    'エンジニア',
    'フロントエンド',
    'バックエンド',
    '機械学習',
    'インフラ',
    '英語',
    '自動化',
  ];
  const mixed = ['React 設計', 'Go バックエンド', 'AWS インフラ', 'Python 機械学習', '日常会話 英語'];
  // Place names (ADR 0035 "Place names"): in every posting's document, from its prefectures and city.
  const places = ['東京', 'Tokyo', '大阪府', '渋谷 React', 'Fukuoka'];
  const keywords = [...english, ...japanese, ...mixed, ...places].flatMap((popular_keywords, i) => [
    { popular_keywords, sort: i % 2 === 0 ? 'popular' : 'newest' },
  ]);
  const filters: Array<Record<string, unknown>> = [
    {},
    { sort: 'newest' },
    { page: 5 },
    { japan_prefecture_id: 13 },
    { japan_prefecture_id: [27, 40], sort: 'newest' },
    { japan_prefecture_id: 48 },
    { remote_work: true },
    { remote_options: [3] },
    { visa_sponsorship: [1, 3], sort: 'newest' },
    { required_japanese: false },
    { jlpt_score_level_id: 3 },
    { minimum_preferred_annual_income: 8_000_000 },
    { salary_min: 6_000_000, salary_max: 9_000_000, sort: 'newest' },
    { it_skills: [12, 4] },
    { featured_it_skills: [5] },
    { industries: [1, 2] },
    { posted_time: daysAgo(14), sort: 'newest' },
    { english_usage_percent_id: 3 },
    { overseas_application_allowed: true, visa_sponsorship: [1] },
    { job_position_id: [1, 2, 3] },
    { popular_keywords: '設計', remote_work: true, sort: 'newest' },
    { popular_keywords: 'React', visa_sponsorship: [1, 3], required_japanese: false },
    { popular_keywords: '運用', japan_prefecture_id: 27 },
    { popular_keywords: 'エンジニア', page: 3, sort: 'newest' },
    { popular_keywords: 'Python', it_skills: [2], salary_min: 7_000_000 },
  ];
  return [...keywords, ...filters];
}
