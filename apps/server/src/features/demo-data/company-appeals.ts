import type { Bilingual } from './role-texts.ts';

/** Appeal sections of demo companies (spec §3 company appeals): a title and a short text in both languages. */
export interface AppealTheme {
  key: 'remote' | 'international' | 'growth' | 'product' | 'balance' | 'stability' | 'family' | 'tech';
  title: Bilingual;
  body: Bilingual;
}

export const APPEAL_THEMES: readonly AppealTheme[] = [
  {
    key: 'remote',
    title: ['Work from anywhere in Japan', '日本全国どこからでも働けます'],
    body: [
      'Most of our team works remotely. We meet in person once a quarter.',
      'メンバーの多くがリモートで働いており、四半期に一度オフラインで集まります。',
    ],
  },
  {
    key: 'international',
    title: ['A team from over 15 countries', '15か国以上のメンバーが活躍中'],
    body: [
      'English is the working language of our engineering team, and Japanese lessons are free.',
      '開発チームの公用語は英語です。日本語レッスンも無料で受けられます。',
    ],
  },
  {
    key: 'growth',
    title: ['Learn and grow', '成長を支える制度'],
    body: [
      'We pay for books, conferences and certifications, and hold study sessions every week.',
      '書籍購入・カンファレンス参加・資格取得の費用を会社が負担し、毎週勉強会を開いています。',
    ],
  },
  {
    key: 'product',
    title: ['Products people use every day', '毎日使われるプロダクト'],
    body: [
      'Your work reaches millions of users. We release small improvements every day.',
      'あなたの仕事が数百万人のユーザーに届きます。毎日小さな改善をリリースしています。',
    ],
  },
  {
    key: 'balance',
    title: ['Work-life balance', 'ワークライフバランス'],
    body: [
      'Average overtime is under 15 hours a month, and flexible hours let you plan your day.',
      '平均残業時間は月15時間未満です。フレックスタイム制で一日の予定を自分で組み立てられます。',
    ],
  },
  {
    key: 'stability',
    title: ['Stable and growing', '安定した事業基盤'],
    body: [
      'Long-term clients and steady growth let us invest in quality.',
      '長期にわたる取引先と堅実な成長により、品質への投資を続けています。',
    ],
  },
  {
    key: 'family',
    title: ['Support for families', '家族を大切にする制度'],
    body: [
      'Mothers and fathers alike take parental leave, and we cover part of childcare costs.',
      '男女ともに育児休業の取得実績があり、保育料の一部を補助しています。',
    ],
  },
  {
    key: 'tech',
    title: ['Modern technology', 'モダンな技術環境'],
    body: [
      'We choose tools that fit the problem and review our stack every year.',
      '課題に合った技術を選び、毎年技術スタックを見直しています。',
    ],
  },
];
