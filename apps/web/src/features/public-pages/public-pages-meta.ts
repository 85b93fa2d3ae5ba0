import type { Locale } from '@hashi/shared/constants';

/**
 * The title and description of each public page, in both languages: the pages set their document
 * title from here, and the page's meta tags and the sitemap can reuse the same strings.
 */
export type PageMeta = { readonly title: string; readonly description: string };
export type PublicPage =
  | 'terms-of-use'
  | 'privacy-policy'
  | 'handling-personal-information'
  | 'about-us'
  | 'hashi-info'
  | 'personal-information'
  | 'lp-en'
  | 'lp-jp';

export const PUBLIC_PAGES_META: Record<PublicPage, Record<Locale, PageMeta>> = {
  'terms-of-use': {
    en: {
      title: 'Terms of Use',
      description: 'The terms for using Hashi, the free job-matching service for international IT engineers in Japan.',
    },
    ja: {
      title: '利用規約',
      description: '日本で働きたい外国籍ITエンジニア向けの求人マッチングサービス「Hashi」の利用規約です。',
    },
  },
  'privacy-policy': {
    en: {
      title: 'Privacy Policy',
      description: 'What personal information Hashi collects, why, who sees it and how you control it.',
    },
    ja: {
      title: 'プライバシーポリシー',
      description: 'Hashiが取得する個人情報の内容、利用目的、開示先、ご本人による管理の方法をご説明します。',
    },
  },
  'handling-personal-information': {
    en: {
      title: 'Handling of Personal Information',
      description:
        'How to ask Hashi to disclose, correct or stop using your personal information: the 1,000-yen disclosure fee and a written reply within 2 weeks.',
    },
    ja: {
      title: '個人情報の取扱いについて',
      description:
        '保有個人データの開示・訂正・利用停止等のご請求方法（開示手数料1,000円、2週間以内に書面で回答）をご案内します。',
    },
  },
  'about-us': {
    en: {
      title: 'About us',
      description: 'Hashi is the bridge between international IT engineers and the companies in Japan that need them.',
    },
    ja: {
      title: '私たちについて',
      description: 'Hashiは、海外のITエンジニアと、エンジニアを必要とする日本の企業をつなぐ「橋」です。',
    },
  },
  'hashi-info': {
    en: {
      title: 'How Hashi works',
      description:
        'Find IT jobs in Japan with the salary, visa sponsorship, Japanese level and remote work on every posting. Free for job seekers.',
    },
    ja: {
      title: 'Hashiのしくみ',
      description:
        '給与、ビザのサポート、日本語レベル、リモートワークの可否がすべての求人でわかる、外国籍ITエンジニアのための求人サービスです。求職者の方は無料です。',
    },
  },
  'personal-information': {
    en: {
      title: 'Your personal information on Hashi',
      description: 'What you register on Hashi, what companies see at each step, and how you stay in control.',
    },
    ja: {
      title: 'Hashiに登録する個人情報',
      description: 'Hashiに登録する情報と、選考の各段階で企業に表示される情報、ご自身で管理する方法をご説明します。',
    },
  },
  'lp-en': {
    en: {
      title: 'IT jobs in Japan for international engineers',
      description:
        'Salary on every posting, visa sponsorship, the Japanese level you need and remote options. Create your free Hashi account.',
    },
    ja: {
      title: 'IT jobs in Japan for international engineers',
      description:
        'Salary on every posting, visa sponsorship, the Japanese level you need and remote options. Create your free Hashi account.',
    },
  },
  'lp-jp': {
    en: {
      title: '外国籍ITエンジニアのための日本の求人',
      description:
        'すべての求人で給与・ビザのサポート・必要な日本語レベル・リモートワークの可否がわかります。無料で登録できます。',
    },
    ja: {
      title: '外国籍ITエンジニアのための日本の求人',
      description:
        'すべての求人で給与・ビザのサポート・必要な日本語レベル・リモートワークの可否がわかります。無料で登録できます。',
    },
  },
};

/** The meta of a page in a language. */
export const pageMeta = (page: PublicPage, locale: Locale): PageMeta => PUBLIC_PAGES_META[page][locale];

/** `Title | Hashi`: the document title of every public page. */
export const documentTitle = (meta: PageMeta): string => `${meta.title} | Hashi`;
