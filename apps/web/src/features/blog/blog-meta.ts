import type { Locale } from '@hashi/shared/constants';

/** The title and description of /blog in both languages (an article's are its own title and summary). */
export const BLOG_META: Record<Locale, { readonly title: string; readonly description: string }> = {
  en: {
    title: 'Blog',
    description:
      'Guides for international engineers working in Japan: work visas, reading Japanese job postings, the JLPT and more.',
  },
  ja: {
    title: 'ブログ',
    description: '日本で働く外国籍エンジニアのためのガイド。就労ビザ、求人票の読み方、JLPTなどを解説しています。',
  },
};
