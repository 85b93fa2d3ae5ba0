import { blogSlugSchema } from '@hashi/shared/blog.schema';
import { LOCALES, type Locale } from '@hashi/shared/constants';
import type { Deps } from '../../platform/deps.ts';
import { absoluteUrl, type PageHead } from '../../platform/http/spa-page.ts';
import { findPublishedBySlug } from './blog.repository.ts';

/**
 * The head of /blog/{slug} (ADR 0031, 0032): a published article's title and summary in the page's
 * language, both language versions as alternates; anything else (a draft, an unknown or malformed
 * slug) answers 404, noindex, and the SPA shows its own page.
 */

const MISSING: Record<Locale, { title: string; description: string }> = {
  en: {
    title: 'Article not found | Hashi',
    description: 'This article does not exist or is no longer published.',
  },
  ja: {
    title: '記事が見つかりません | Hashi',
    description: 'お探しの記事は存在しないか、公開を終了しました。',
  },
};

export async function blogArticlePage(
  deps: Deps,
  rawSlug: string,
  locale: Locale,
  explicit: boolean,
): Promise<{ status: number; head: PageHead }> {
  const appUrl = deps.config.APP_URL;
  const path = `/blog/${encodeURIComponent(rawSlug)}`;
  const here = absoluteUrl(appUrl, path, explicit ? locale : undefined);
  const valid = blogSlugSchema.safeParse(rawSlug).success;
  const row = valid ? await findPublishedBySlug(deps.db, rawSlug, deps.now()) : undefined;
  if (!row) {
    return {
      status: 404,
      head: { locale, ...MISSING[locale], canonical: here, alternates: [], ogType: 'website', noindex: true },
    };
  }
  return {
    status: 200,
    head: {
      locale,
      title: `${locale === 'ja' ? row.title_ja : row.title_en} | Hashi`,
      description: locale === 'ja' ? row.summary_ja : row.summary_en,
      canonical: here,
      alternates: [
        ...LOCALES.map((l) => ({ hreflang: l, href: absoluteUrl(appUrl, path, l) })),
        { hreflang: 'x-default' as const, href: absoluteUrl(appUrl, path) },
      ],
      ogType: 'article',
    },
  };
}
