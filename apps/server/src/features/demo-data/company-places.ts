import type { Bilingual } from './role-texts.ts';

/**
 * Where demo companies are: most in Tokyo, Osaka, Kanagawa and Fukuoka (UX.md), a few elsewhere,
 * and some with no office at all (fully remote). Cities are masters ids; towns make addresses that
 * read like real ones (English: "5F, 3-14-2 Roppongi, Minato-ku, Tokyo"; Japanese: 東京都港区六本木3-14-2 5階).
 */
export interface Office {
  prefecture: number;
  cities: readonly number[];
  weight: number;
}

export const OFFICES: readonly Office[] = [
  { prefecture: 13, cities: [73, 83, 71, 72, 74, 79, 80, 78, 86], weight: 52 },
  { prefecture: 27, cities: [176], weight: 12 },
  { prefecture: 14, cities: [106, 107], weight: 9 },
  { prefecture: 40, cities: [231], weight: 8 },
  { prefecture: 23, cities: [], weight: 3 },
  { prefecture: 26, cities: [], weight: 2 },
  { prefecture: 1, cities: [1], weight: 2 },
  { prefecture: 4, cities: [19], weight: 1 },
  { prefecture: 34, cities: [], weight: 1 },
  { prefecture: 47, cities: [], weight: 1 },
];

/** Share of companies with no office (fully remote). */
export const FULLY_REMOTE_SHARE = 0.06;

/** Towns of the cities above: [English "Town, Ward", Japanese "区町"]. */
export const TOWNS: Record<number, readonly Bilingual[]> = {
  71: [
    ['Marunouchi', '丸の内'],
    ['Otemachi', '大手町'],
    ['Kanda-Nishikicho', '神田錦町'],
  ],
  72: [
    ['Nihonbashi', '日本橋'],
    ['Ginza', '銀座'],
    ['Kyobashi', '京橋'],
  ],
  73: [
    ['Roppongi', '六本木'],
    ['Akasaka', '赤坂'],
    ['Shibaura', '芝浦'],
    ['Toranomon', '虎ノ門'],
  ],
  74: [
    ['Nishi-Shinjuku', '西新宿'],
    ['Shinjuku', '新宿'],
  ],
  78: [
    ['Toyosu', '豊洲'],
    ['Aomi', '青海'],
  ],
  79: [
    ['Osaki', '大崎'],
    ['Nishi-Gotanda', '西五反田'],
  ],
  80: [['Kamimeguro', '上目黒']],
  83: [
    ['Dogenzaka', '道玄坂'],
    ['Jingumae', '神宮前'],
    ['Ebisu', '恵比寿'],
    ['Sendagaya', '千駄ヶ谷'],
  ],
  86: [['Higashi-Ikebukuro', '東池袋']],
  176: [
    ['Umeda, Kita-ku', '北区梅田'],
    ['Hommachi, Chuo-ku', '中央区本町'],
    ['Nishinakajima, Yodogawa-ku', '淀川区西中島'],
  ],
  106: [
    ['Minatomirai, Nishi-ku', '西区みなとみらい'],
    ['Shin-Yokohama, Kohoku-ku', '港北区新横浜'],
  ],
  107: [['Kosugimachi, Nakahara-ku', '中原区小杉町']],
  231: [
    ['Tenjin, Chuo-ku', '中央区天神'],
    ['Hakata-ekimae, Hakata-ku', '博多区博多駅前'],
    ['Daimyo, Chuo-ku', '中央区大名'],
  ],
  1: [['Kita-Nijo-Nishi, Chuo-ku', '中央区北二条西']],
  19: [['Honcho, Aoba-ku', '青葉区本町']],
};
