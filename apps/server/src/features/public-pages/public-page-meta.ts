import type { Locale } from '@hashi/shared/constants';

/**
 * The head of each public page the server answers (ADR 0032): its title and description in both
 * languages. `sitemap`: listed in /sitemap.xml and open to crawlers; pages for signed-in applicants
 * (FAQ/inquiry, the interview campaign, their personal information) get their head too, for shared
 * links, but stay out of the sitemap. `locale`: a page written in one language only (the two landing
 * pages), whose other-language version is `pair`.
 */
export interface PublicPageMeta {
  path: string;
  sitemap: boolean;
  locale?: Locale;
  pair?: string;
  text: Record<Locale, { title: string; description: string }>;
}

export const PUBLIC_PAGES: readonly PublicPageMeta[] = [
  {
    // The guest home page (ADR 0037); an applicant's MyPage at the same URL is the SPA's. The texts
    // are the web app's `home.document_title` and `home.lead`, so the tab reads the same before and
    // after the script runs.
    path: '/',
    sitemap: true,
    text: {
      en: {
        title: 'IT jobs in Japan, salary on every posting | Hashi',
        description:
          'Search jobs from Japanese companies that hire international engineers. See the salary, visa support, the Japanese level and remote work before you apply.',
      },
      ja: {
        title: '給与がわかる日本のIT求人 | Hashi',
        description:
          '外国籍エンジニアを採用する日本企業の求人を検索できます。応募する前に、給与、ビザサポート、必要な日本語レベル、リモートワークの可否を確認できます。',
      },
    },
  },
  {
    path: '/search',
    sitemap: true,
    text: {
      en: {
        title: 'Search IT jobs in Japan | Hashi',
        description:
          'Search software and IT jobs in Japan that welcome international engineers: English-friendly teams, visa sponsorship and remote work.',
      },
      ja: {
        title: '日本のIT求人を探す | Hashi',
        description:
          '外国籍エンジニアを歓迎する日本のIT・ソフトウェア求人を検索できます。英語を使う職場、ビザのサポート、リモートワークの求人も掲載しています。',
      },
    },
  },
  {
    path: '/for-employer',
    sitemap: true,
    text: {
      en: {
        title: 'Hire international IT engineers | Hashi for employers',
        description:
          'Post jobs, scout candidates and message international engineers who want to work in Japan, all in one place.',
      },
      ja: {
        title: '外国籍ITエンジニアの採用なら | Hashi 企業向け',
        description:
          '日本で働きたい外国籍エンジニアに向けて、求人掲載からスカウト、メッセージのやり取りまでを一つのサービスで行えます。',
      },
    },
  },
  {
    path: '/hashi-info',
    sitemap: true,
    text: {
      en: {
        title: 'What is Hashi? | Hashi',
        description:
          'Hashi is a bilingual job-matching service that connects international IT engineers with companies in Japan.',
      },
      ja: {
        title: 'Hashiとは | Hashi',
        description:
          'Hashiは、外国籍のITエンジニアと日本の企業をつなぐ、英語と日本語に対応した求人マッチングサービスです。',
      },
    },
  },
  {
    path: '/about-us',
    sitemap: true,
    text: {
      en: {
        title: 'About us | Hashi',
        description: 'The company behind Hashi: who we are and why we connect international engineers with Japan.',
      },
      ja: {
        title: '運営会社 | Hashi',
        description:
          'Hashiの運営会社についてご紹介します。外国籍エンジニアと日本の企業をつなぐ私たちの想いをご覧ください。',
      },
    },
  },
  {
    path: '/blog',
    sitemap: true,
    text: {
      en: {
        title: 'Blog | Hashi',
        description:
          'Articles on working in Japan as an IT engineer: job hunting, visas, Japanese at work and careers.',
      },
      ja: {
        title: 'ブログ | Hashi',
        description:
          'ITエンジニアとして日本で働くための情報をお届けします。転職活動、ビザ、職場での日本語、キャリアについての記事を掲載しています。',
      },
    },
  },
  {
    // The public FAQ: the visitor site's FAQ page by default (VITE_VISITOR_FAQ_URL_*, ADR 0029).
    path: '/faq',
    sitemap: true,
    text: {
      en: {
        title: 'Frequently asked questions | Hashi',
        description:
          'Answers to common questions about Hashi. If you cannot find yours, send us a question with the form below.',
      },
      ja: {
        title: 'よくあるご質問 | Hashi',
        description:
          'Hashiについてよくいただくご質問と回答です。お探しの内容が見つからない場合は、下のフォームからお問い合わせください。',
      },
    },
  },
  {
    path: '/contact-us',
    sitemap: true,
    text: {
      en: {
        title: 'Contact us | Hashi',
        description: 'Questions about Hashi? Send us a message and our team will get back to you.',
      },
      ja: {
        title: 'お問い合わせ | Hashi',
        description: 'Hashiに関するご質問はこちらからお送りください。担当者よりご連絡いたします。',
      },
    },
  },
  {
    path: '/terms-of-use',
    sitemap: true,
    text: {
      en: { title: 'Terms of use | Hashi', description: 'The terms that apply when you use Hashi.' },
      ja: { title: '利用規約 | Hashi', description: 'Hashiをご利用いただく際の利用規約です。' },
    },
  },
  {
    path: '/privacy-policy',
    sitemap: true,
    text: {
      en: {
        title: 'Privacy policy | Hashi',
        description: 'How Hashi collects, uses and protects your personal information.',
      },
      ja: {
        title: 'プライバシーポリシー | Hashi',
        description: 'Hashiにおける個人情報の取得、利用および保護の方針です。',
      },
    },
  },
  {
    path: '/handling-personal-information',
    sitemap: true,
    text: {
      en: {
        title: 'Handling of personal information | Hashi',
        description: 'How personal information you give Hashi is handled, shared with companies and kept.',
      },
      ja: {
        title: '個人情報の取り扱いについて | Hashi',
        description: 'Hashiにご登録いただいた個人情報の取り扱い、企業への提供および保管についてご説明します。',
      },
    },
  },
  {
    path: '/lp-en',
    sitemap: true,
    locale: 'en',
    pair: '/lp-jp',
    text: {
      en: {
        title: 'IT jobs in Japan for international engineers | Hashi',
        description:
          'Sign up for free and find IT jobs in Japan that fit your skills and your Japanese level. Companies can scout you directly.',
      },
      ja: {
        title: '外国籍エンジニアのための日本のIT求人 | Hashi',
        description:
          '無料で登録して、スキルや日本語レベルに合った日本のIT求人を見つけましょう。企業から直接スカウトが届きます。',
      },
    },
  },
  {
    path: '/lp-jp',
    sitemap: true,
    locale: 'ja',
    pair: '/lp-en',
    text: {
      en: {
        title: 'IT jobs in Japan for international engineers | Hashi',
        description:
          'Sign up for free and find IT jobs in Japan that fit your skills and your Japanese level. Companies can scout you directly.',
      },
      ja: {
        title: '外国籍エンジニアのための日本のIT求人 | Hashi',
        description:
          '無料で登録して、スキルや日本語レベルに合った日本のIT求人を見つけましょう。企業から直接スカウトが届きます。',
      },
    },
  },
  {
    path: '/faq-inquiry',
    sitemap: false,
    text: {
      en: {
        title: 'FAQ and inquiries | Hashi',
        description: 'Answers to frequent questions about Hashi, and a form to ask us anything else.',
      },
      ja: {
        title: 'よくあるご質問・お問い合わせ | Hashi',
        description: 'Hashiについてよくいただくご質問と回答です。解決しない場合はフォームからお問い合わせください。',
      },
    },
  },
  {
    path: '/interview-campaign',
    sitemap: false,
    text: {
      en: {
        title: 'Interview campaign | Hashi',
        description: 'Take part in our interview campaign and get a reward after your interview with a company.',
      },
      ja: {
        title: '面接キャンペーン | Hashi',
        description: '面接キャンペーンにご参加いただくと、企業との面接後に特典をお受け取りいただけます。',
      },
    },
  },
  {
    // The campaign page (route CampaignPage): the running campaigns, which change and end; like
    // /interview-campaign it has a head for shared links and stays out of the index.
    path: '/campaign',
    sitemap: false,
    text: {
      en: { title: 'Campaigns | Hashi', description: 'Gift-certificate campaigns running now on Hashi.' },
      ja: { title: 'キャンペーン | Hashi', description: 'Hashiで現在実施中のギフト券キャンペーンです。' },
    },
  },
  {
    // Public (spec §2): to a visitor, a guide to what an applicant registers, what companies see at
    // each step and how to stay in control — a page worth finding, so indexed and in the sitemap.
    // The texts are the web page's (public-pages-meta.ts), so the tab reads the same after the
    // script runs. Its sub-pages (/personal-information/…) are an applicant's own data: robots.txt.
    path: '/personal-information',
    sitemap: true,
    text: {
      en: {
        title: 'Your personal information on Hashi | Hashi',
        description: 'What you register on Hashi, what companies see at each step, and how you stay in control.',
      },
      ja: {
        title: 'Hashiに登録する個人情報 | Hashi',
        description: 'Hashiに登録する情報と、選考の各段階で企業に表示される情報、ご自身で管理する方法をご説明します。',
      },
    },
  },
  // Signing in: painted by the server (ADR 0043) and so answered here with their own head; kept out
  // of search results like the other pages of signing in (PRIVATE_PATHS).
  {
    path: '/login',
    sitemap: false,
    text: {
      en: { title: 'Log in | Hashi', description: 'Log in to Hashi to find IT jobs in Japan.' },
      ja: { title: 'ログイン | Hashi', description: 'Hashiにログインして、日本のIT求人を探しましょう。' },
    },
  },
  {
    path: '/sign-up',
    sitemap: false,
    text: {
      en: {
        title: 'Create your account | Hashi',
        description: 'Free for job seekers. Find IT jobs in Japan that welcome international engineers.',
      },
      ja: {
        title: '会員登録 | Hashi',
        description: '求職者の方は無料でご利用いただけます。外国籍エンジニアを歓迎する日本のIT求人が見つかります。',
      },
    },
  },
];

/**
 * Paths crawlers are asked to leave alone in /robots.txt: the API, the consoles, and every page of a
 * signed-in applicant or of signing in (spec §2), which hold nothing for a search engine.
 */
export const PRIVATE_PATHS: readonly string[] = [
  '/api/',
  '/oauth/',
  '/dev/',
  '/admin',
  '/employer',
  '/login',
  '/sign-up',
  '/forgot-password',
  '/reset-password',
  '/email-verification',
  '/successsignup',
  '/successregistration',
  '/social-linkedin',
  '/social-github',
  '/initial-password-change',
  '/change-password',
  '/change-email',
  '/delete-account',
  '/jobs',
  '/my-search',
  '/approach',
  '/messages',
  '/notifications',
  '/interview-campaign',
  '/campaign',
  '/referral',
  '/faq-inquiry',
  '/cv-edit',
  '/profile-registration',
  '/registration',
  '/welcome',
  '/profile-preview',
  '/profile-settings',
  // With the slash: an applicant's own data; /personal-information itself is the public guide.
  '/personal-information/',
  '/account-settings',
];
