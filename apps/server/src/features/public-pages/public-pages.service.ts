import type { Locale } from '@hashi/shared/constants';
import { LOCALES } from '@hashi/shared/constants';
import { POSTING_LANGUAGE_LOCALES, type PostingLanguage } from '@hashi/shared/jobs-enums';
import type { Deps } from '../../platform/deps.ts';
import { escapeHtml } from '../../platform/http/bilingual-page.ts';
import { absoluteUrl, type PageHead } from '../../platform/http/spa-page.ts';
import { countListedPostings, listListedPostings, listPublishedArticles } from './public-pages.repository.ts';
import { PRIVATE_PATHS, PUBLIC_PAGES, type PublicPageMeta } from './public-page-meta.ts';

/** Heads of the public pages, /sitemap.xml and /robots.txt (ADR 0032). */

type Alternate = PageHead['alternates'][number];

/** The language versions of a page: `?lang=` on the same path, or the landing pages' pair. */
function alternatesOf(appUrl: string, page: PublicPageMeta): Alternate[] {
  if (page.locale && page.pair) {
    const other: Locale = page.locale === 'en' ? 'ja' : 'en';
    return [
      { hreflang: page.locale, href: absoluteUrl(appUrl, page.path) },
      { hreflang: other, href: absoluteUrl(appUrl, page.pair) },
    ];
  }
  return [
    ...LOCALES.map((l) => ({ hreflang: l, href: absoluteUrl(appUrl, page.path, l) })),
    { hreflang: 'x-default' as const, href: absoluteUrl(appUrl, page.path) },
  ];
}

/**
 * The head of a public page in `requested` (a one-language page keeps its own). The language-neutral
 * URL is its own canonical (x-default, the language picked by cookie or browser); `?lang=` URLs theirs.
 */
export function publicPageHead(deps: Deps, page: PublicPageMeta, requested: Locale, explicit: boolean): PageHead {
  const appUrl = deps.config.APP_URL;
  const locale = page.locale ?? requested;
  return {
    locale,
    ...page.text[locale],
    canonical: absoluteUrl(appUrl, page.path, explicit && !page.locale ? locale : undefined),
    alternates: alternatesOf(appUrl, page),
    ogType: 'website',
    noindex: !page.sitemap,
  };
}

interface SitemapEntry {
  loc: string;
  lastmod?: string;
  alternates: Alternate[];
}

const xml = escapeHtml;

function urlElement(entry: SitemapEntry): string {
  const links = entry.alternates.map(
    (a) => `<xhtml:link rel="alternate" hreflang="${a.hreflang}" href="${xml(a.href)}"/>`,
  );
  const lastmod = entry.lastmod ? `<lastmod>${entry.lastmod}</lastmod>` : '';
  return `<url><loc>${xml(entry.loc)}</loc>${lastmod}${links.join('')}</url>`;
}

const HEADER = '<?xml version="1.0" encoding="UTF-8"?>\n';

/** The sitemap's fixed part: the public pages, then the published blog articles in both languages. */
async function fixedEntries(deps: Deps): Promise<SitemapEntry[]> {
  const appUrl = deps.config.APP_URL;
  const pages = PUBLIC_PAGES.filter((p) => p.sitemap).map((p) => ({
    loc: absoluteUrl(appUrl, p.path),
    alternates: alternatesOf(appUrl, p),
  }));
  const articles = (await listPublishedArticles(deps.db, deps.now())).map((a) => {
    const path = `/blog/${a.slug}`;
    return {
      loc: absoluteUrl(appUrl, path),
      lastmod: new Date(a.updated_at).toISOString(),
      alternates: [
        ...LOCALES.map((l) => ({ hreflang: l, href: absoluteUrl(appUrl, path, l) })),
        { hreflang: 'x-default' as const, href: absoluteUrl(appUrl, path) },
      ],
    };
  });
  return [...pages, ...articles];
}

/** The sitemap's entries from `offset`, at most `limit`: the fixed part first, then the postings by id. */
async function entries(deps: Deps, fixedPart: SitemapEntry[], offset: number, limit: number): Promise<SitemapEntry[]> {
  const appUrl = deps.config.APP_URL;
  const fixed = fixedPart.slice(offset, offset + limit);
  const room = limit - fixed.length;
  if (room <= 0) return fixed;
  const postings = await listListedPostings(deps.db, { offset: Math.max(0, offset - fixedPart.length), limit: room });
  return [
    ...fixed,
    ...postings.map((posting) => {
      const path = `/search/${posting.id}`;
      const languages = POSTING_LANGUAGE_LOCALES[posting.posting_language as PostingLanguage];
      const alternates: Alternate[] = languages.map((l) => ({ hreflang: l, href: absoluteUrl(appUrl, path, l) }));
      if (languages.length > 1) alternates.push({ hreflang: 'x-default', href: absoluteUrl(appUrl, path) });
      return {
        loc: absoluteUrl(appUrl, path, languages.length > 1 ? undefined : languages[0]),
        lastmod: new Date(posting.updated_at).toISOString(),
        alternates,
      };
    }),
  ];
}

function urlset(list: SitemapEntry[]): string {
  return `${HEADER}<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${list.map(urlElement).join('\n')}\n</urlset>\n`;
}

/**
 * /sitemap.xml: every URL while they fit in one file (SITEMAP_URL_LIMIT, the protocol's 50,000);
 * past that, a sitemap index of /sitemaps/1.xml, /sitemaps/2.xml, … each holding that many.
 */
export async function sitemapRoot(deps: Deps): Promise<string> {
  const limit = deps.config.SITEMAP_URL_LIMIT;
  const fixed = await fixedEntries(deps);
  const total = fixed.length + (await countListedPostings(deps.db));
  if (total <= limit) return urlset(await entries(deps, fixed, 0, limit));
  const files = Math.ceil(total / limit);
  const items = Array.from(
    { length: files },
    (_, i) => `<sitemap><loc>${xml(absoluteUrl(deps.config.APP_URL, `/sitemaps/${i + 1}.xml`))}</loc></sitemap>`,
  );
  return `${HEADER}<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${items.join('\n')}\n</sitemapindex>\n`;
}

/** /sitemaps/{n}.xml: the n-th file of the index; null when there is no such file (404). */
export async function sitemapPart(deps: Deps, n: number): Promise<string | null> {
  const limit = deps.config.SITEMAP_URL_LIMIT;
  const fixed = await fixedEntries(deps);
  const total = fixed.length + (await countListedPostings(deps.db));
  const files = Math.ceil(total / limit);
  if (files <= 1 || n < 1 || n > files) return null;
  return urlset(await entries(deps, fixed, (n - 1) * limit, limit));
}

/** /robots.txt: everything open but the private routes, and where the sitemap is. */
export function robotsTxt(deps: Deps): string {
  return [
    'User-agent: *',
    'Allow: /',
    ...PRIVATE_PATHS.map((p) => `Disallow: ${p}`),
    '',
    `Sitemap: ${absoluteUrl(deps.config.APP_URL, '/sitemap.xml')}`,
    '',
  ].join('\n');
}
