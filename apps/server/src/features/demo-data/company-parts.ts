import type { Bilingual } from './role-texts.ts';

/**
 * Parts of fictional company names and profiles. Names are a stem and a word for the trade
 * ("Komorebi Data" / 「こもれびデータ」), chosen to sound like Japanese companies without being one;
 * websites are on the reserved `.example` domain.
 */

export const NAME_STEMS: readonly Bilingual[] = [
  ['Komorebi', 'こもれび'],
  ['Tsumiki', 'つみき'],
  ['Sorairo', 'そらいろ'],
  ['Wakaba', 'わかば'],
  ['Nagisa', 'なぎさ'],
  ['Hotaru', 'ほたる'],
  ['Suzukaze', 'すずかぜ'],
  ['Mizuiro', 'みずいろ'],
  ['Asagi', 'あさぎ'],
  ['Kogane', 'こがね'],
  ['Tanpopo', 'たんぽぽ'],
  ['Yorimichi', 'よりみち'],
  ['Tsubame', 'つばめ'],
  ['Shizuku', 'しずく'],
  ['Kasumi', 'かすみ'],
  ['Nanairo', 'なないろ'],
  ['Kumoji', 'くもじ'],
  ['Hanabira', 'はなびら'],
  ['Yukimichi', 'ゆきみち'],
  ['Hoshifuru', 'ほしふる'],
  ['Bluefin', 'ブルーフィン'],
  ['Northwind', 'ノースウインド'],
  ['Lumen', 'ルーメン'],
  ['Brightpath', 'ブライトパス'],
  ['Cedarleaf', 'シダーリーフ'],
  ['Harborlight', 'ハーバーライト'],
  ['Maplewood', 'メープルウッド'],
  ['Quartzline', 'クォーツライン'],
  ['Tidewater', 'タイドウォーター'],
  ['Pebblestone', 'ペブルストーン'],
  ['Lanternfish', 'ランタンフィッシュ'],
  ['Kitewing', 'カイトウイング'],
  ['Amberfield', 'アンバーフィールド'],
  ['Fernhill', 'ファーンヒル'],
  ['Copperleaf', 'カッパーリーフ'],
  ['Willowbrook', 'ウィローブルック'],
  ['Meadowlark', 'メドウラーク'],
  ['Silverpine', 'シルバーパイン'],
  ['Oakridge', 'オークリッジ'],
  ['Starling', 'スターリング'],
];

/** Trade words by industry category (masters industry_categories); 0 is the generic fallback. */
export const NAME_WORDS: Record<number, readonly Bilingual[]> = {
  0: [
    ['Works', 'ワークス'],
    ['Labs', 'ラボ'],
    ['Partners', 'パートナーズ'],
  ],
  1: [
    ['Technologies', 'テクノロジーズ'],
    ['Software', 'ソフトウェア'],
    ['Data', 'データ'],
    ['Cloud', 'クラウド'],
    ['Digital', 'デジタル'],
    ['Systems', 'システムズ'],
    ['Logic', 'ロジック'],
    ['Studio', 'スタジオ'],
  ],
  2: [
    ['Devices', 'デバイス'],
    ['Robotics', 'ロボティクス'],
    ['Electronics', 'エレクトロニクス'],
    ['Motors', 'モーターズ'],
  ],
  4: [
    ['Pay', 'ペイ'],
    ['Finance', 'ファイナンス'],
    ['Capital', 'キャピタル'],
  ],
  7: [
    ['Commerce', 'コマース'],
    ['Market', 'マーケット'],
    ['Learning', 'ラーニング'],
  ],
  8: [
    ['Career', 'キャリア'],
    ['Talent', 'タレント'],
  ],
  10: [
    ['Logistics', 'ロジスティクス'],
    ['Mobility', 'モビリティ'],
  ],
  12: [
    ['Health', 'ヘルス'],
    ['Medical', 'メディカル'],
  ],
};

/** Legal forms: English suffix; Japanese 株式会社 before (前株) or after (後株) the name. */
export const LEGAL_FORMS: ReadonlyArray<readonly [en: string, jaBefore: boolean]> = [
  ['Inc.', false],
  ['Co., Ltd.', false],
  ['K.K.', true],
  ['Inc.', true],
];

/** What the company offers, by industry id (masters industries); others use the category's. */
export const PRODUCTS: Record<number, readonly Bilingual[]> = {
  1: [
    ['a cloud accounting service for small businesses', '中小企業向けのクラウド会計サービス'],
    ['a booking system used by clinics and salons', 'クリニックやサロンで使われる予約管理システム'],
    ['a contract management platform for legal teams', '法務部門向けの契約管理プラットフォーム'],
  ],
  2: [
    ['a recipe-sharing app with three million monthly users', '月間300万人が利用するレシピ共有アプリ'],
    ['a marketplace for local events and classes', '地域のイベントや教室のマーケットプレイス'],
  ],
  3: [['core systems for banks, insurers and local governments', '金融機関・保険会社・自治体向けの基幹システム']],
  4: [['IT strategy and system modernization for large companies', '大手企業向けのIT戦略策定とシステム刷新']],
  5: [
    [
      'engineering teams for the web and cloud projects of our clients',
      '顧客企業のWeb・クラウド開発を支えるエンジニアチーム',
    ],
  ],
  6: [['an advertising platform that connects retailers and shoppers', '小売企業と消費者をつなぐ広告プラットフォーム']],
  7: [['mobile and console games played in over 40 countries', '40か国以上で遊ばれているモバイル・家庭用ゲーム']],
  9: [['hosting and managed Kubernetes for Japanese companies', '国内企業向けのホスティングとマネージドKubernetes']],
  10: [['security monitoring and vulnerability assessments', 'セキュリティ監視と脆弱性診断']],
  11: [['sensors and chips for industrial equipment', '産業機器向けのセンサーと半導体']],
  12: [['software for connected and electric vehicles', 'コネクテッドカー・EV向けのソフトウェア']],
  13: [['factory automation systems', '工場の自動化システム']],
  22: [['a digital bank for individuals and small companies', '個人と中小企業のためのデジタルバンク']],
  23: [['an online brokerage for first-time investors', '初めての投資家に向けたオンライン証券']],
  25: [['a payments app and card service for freelancers', 'フリーランス向けの決済アプリとカードサービス']],
  26: [['cashless payment terminals for shops', '店舗向けのキャッシュレス決済端末']],
  28: [['management and digital transformation consulting', '経営・DXコンサルティング']],
  37: [['an online marketplace for handmade goods', 'ハンドメイド作品のオンラインマーケットプレイス']],
  39: [['a hotel booking service for visitors to Japan', '訪日旅行者向けのホテル予約サービス']],
  40: [['online programming courses', 'オンラインのプログラミング講座']],
  42: [['a recruiting and HR management platform', '採用・人事管理プラットフォーム']],
  43: [['a rental property search service', '賃貸物件の検索サービス']],
  46: [['a logistics platform that connects shippers and carriers', '荷主と運送会社をつなぐ物流プラットフォーム']],
  49: [['solar power plants and energy management software', '太陽光発電所とエネルギー管理ソフトウェア']],
  52: [['electronic medical records and online consultations', '電子カルテとオンライン診療サービス']],
};

/** Industries demo companies are in, with weights (mostly IT, as on an IT job board). */
export const COMPANY_INDUSTRIES: ReadonlyArray<readonly [number, number]> = [
  [1, 16],
  [2, 10],
  [3, 8],
  [4, 4],
  [5, 4],
  [6, 3],
  [7, 5],
  [9, 3],
  [10, 3],
  [11, 3],
  [12, 3],
  [13, 2],
  [22, 2],
  [23, 2],
  [25, 5],
  [26, 2],
  [28, 2],
  [37, 4],
  [39, 2],
  [40, 2],
  [42, 3],
  [43, 2],
  [46, 2],
  [49, 1],
  [52, 3],
];

export const MISSIONS: readonly Bilingual[] = [
  [
    'We want to make everyday work simpler with technology.',
    'テクノロジーで日々の仕事をもっとシンプルにすることを目指しています。',
  ],
  [
    'Our goal is to build products that people in Japan and abroad can rely on.',
    '国内外の人々が安心して使えるプロダクトづくりを目指しています。',
  ],
  [
    'We value small, autonomous teams and clear documentation.',
    '少人数で自律的なチームと、わかりやすいドキュメントを大切にしています。',
  ],
  [
    'We welcome engineers from every country and build our culture together.',
    '国籍を問わずエンジニアを迎え、ともに文化をつくっています。',
  ],
];

export const FAMILY_NAMES: readonly Bilingual[] = [
  ['Sato', '佐藤'],
  ['Suzuki', '鈴木'],
  ['Takahashi', '高橋'],
  ['Tanaka', '田中'],
  ['Watanabe', '渡辺'],
  ['Ito', '伊藤'],
  ['Yamamoto', '山本'],
  ['Nakamura', '中村'],
  ['Kobayashi', '小林'],
  ['Kato', '加藤'],
  ['Yoshida', '吉田'],
  ['Yamada', '山田'],
  ['Matsumoto', '松本'],
  ['Inoue', '井上'],
  ['Kimura', '木村'],
  ['Shimizu', '清水'],
];

export const GIVEN_NAMES: readonly Bilingual[] = [
  ['Kenji', '健二'],
  ['Hiroshi', '博'],
  ['Yuki', '由紀'],
  ['Naoko', '直子'],
  ['Daisuke', '大輔'],
  ['Shota', '翔太'],
  ['Haruka', '遥'],
  ['Emi', '恵美'],
  ['Ryo', '亮'],
  ['Makoto', '誠'],
  ['Kaori', '香織'],
  ['Satoshi', '聡'],
  ['Tomoko', '智子'],
  ['Yusuke', '雄介'],
];

/** Founders from abroad, written as they write their names and in katakana. */
export const FOREIGN_CEOS: readonly Bilingual[] = [
  ['Daniel Meyer', 'ダニエル・マイヤー'],
  ['Priya Raman', 'プリヤ・ラマン'],
  ['Lucas Martin', 'ルーカス・マルタン'],
  ['Chen Meilin', 'チェン・メイリン'],
  ['Sofia Rossi', 'ソフィア・ロッシ'],
  ['Nguyen Van Minh', 'グエン・ヴァン・ミン'],
  ['Ethan Walker', 'イーサン・ウォーカー'],
  ['Park Jiwoo', 'パク・ジウ'],
];
