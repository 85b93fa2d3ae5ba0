import { readFile } from 'node:fs/promises';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ZodType } from 'zod';
import { LANGUAGE_COOKIE, LOCALES, type Locale } from '@hashi/shared/constants';
import { localeFromHeaders } from '../i18n/locale.ts';
import { escapeHtml } from './bilingual-page.ts';
import { FIRST_PAINT_STATE_ID, type FirstPaintResult } from '@hashi/shared/first-paint';

/** A page's server-rendered first paint (ADR 0038; platform/http/first-paint.ts). */
export type PageRender = Extract<FirstPaintResult, { kind: 'page' }>;

/**
 * The web app's index.html with a page's own head (ADR 0032): title, description, canonical URL,
 * hreflang alternates, Open Graph tags and JSON-LD in the first response, before any script runs;
 * the body is untouched, so the same document still boots the SPA.
 */

/** The query parameter that picks a public URL's language (ADR 0032); the SPA honours it too. */
export const LANG_PARAM = 'lang';

export interface PageHead {
  locale: Locale;
  title: string;
  description: string;
  /** Absolute URL. */
  canonical: string;
  /** Absolute URLs by hreflang (en, ja, x-default). */
  alternates: Array<{ hreflang: Locale | 'x-default'; href: string }>;
  ogType: 'website' | 'article';
  /** Absolute URL of an image for link previews. */
  ogImage?: string | null;
  /** Keep the page out of search results (expired postings, missing pages). */
  noindex?: boolean;
  /** Structured data (schema.org), written as application/ld+json. */
  jsonLd?: unknown;
}

const isLocale = (value: unknown): value is Locale =>
  typeof value === 'string' && (LOCALES as readonly string[]).includes(value);

/** The `lang` query parameter when it names a language we have, else null. */
export function explicitLocale(request: FastifyRequest): Locale | null {
  const value = (request.query as Record<string, unknown> | undefined)?.[LANG_PARAM];
  return isLocale(value) ? value : null;
}

/** One cookie of the request; undefined when absent or not decodable. */
export function cookieValue(header: string | undefined, name: string): string | undefined {
  for (const part of (header ?? '').split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key !== name) continue;
    try {
      return decodeURIComponent(rest.join('='));
    } catch {
      return undefined;
    }
  }
  return undefined;
}

/**
 * The language a page is rendered in: `?lang=` first, then the language cookie the SPA keeps, then
 * the browser's Accept-Language: the same order the SPA follows at start, so head and page agree.
 */
export function pageLocale(request: FastifyRequest): Locale {
  return explicitLocale(request) ?? storedLocale(request) ?? browserLocale(request);
}

/** The language the visitor chose in the web app (its cookie), else null. */
export function storedLocale(request: FastifyRequest): Locale | null {
  const stored = cookieValue(request.headers.cookie, LANGUAGE_COOKIE);
  return isLocale(stored) ? stored : null;
}

/** The language the browser asks for (Accept-Language). */
export function browserLocale(request: FastifyRequest): Locale {
  return localeFromHeaders({ 'accept-language': request.headers['accept-language'] });
}

/** The absolute URL of `path` on APP_URL, in `locale` when given (`?lang=`), else the language-neutral one. */
export function absoluteUrl(appUrl: string, path: string, locale?: Locale): string {
  const url = new URL(path, appUrl.endsWith('/') ? appUrl : `${appUrl}/`);
  if (locale) url.searchParams.set(LANG_PARAM, locale);
  return url.toString();
}

/**
 * JSON for a `<script type="application/ld+json">`: `<`, `>`, `&` and the two JavaScript line
 * separators as \u escapes, so no text (a posting's `</script>`, a comment opener) can end the
 * element or change how it parses; JSON readers decode them back to the same characters.
 */
export function jsonForScript(data: unknown): string {
  return JSON.stringify(data).replace(
    /[<>&\u2028\u2029]/g,
    (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}

const OG_LOCALES: Record<Locale, string> = { en: 'en_US', ja: 'ja_JP' };

/** The tags of `head`, one a line, every value escaped. */
export function renderHead(head: PageHead): string {
  const attr = escapeHtml;
  const other: Locale = head.locale === 'ja' ? 'en' : 'ja';
  const lines = [
    `<title>${escapeHtml(head.title)}</title>`,
    `<meta name="description" content="${attr(head.description)}" />`,
    head.noindex ? '<meta name="robots" content="noindex" />' : '',
    `<link rel="canonical" href="${attr(head.canonical)}" />`,
    ...head.alternates.map((a) => `<link rel="alternate" hreflang="${a.hreflang}" href="${attr(a.href)}" />`),
    '<meta property="og:site_name" content="Hashi" />',
    `<meta property="og:type" content="${head.ogType}" />`,
    `<meta property="og:title" content="${attr(head.title)}" />`,
    `<meta property="og:description" content="${attr(head.description)}" />`,
    `<meta property="og:url" content="${attr(head.canonical)}" />`,
    `<meta property="og:locale" content="${OG_LOCALES[head.locale]}" />`,
    head.alternates.some((a) => a.hreflang === other)
      ? `<meta property="og:locale:alternate" content="${OG_LOCALES[other]}" />`
      : '',
    head.ogImage ? `<meta property="og:image" content="${attr(head.ogImage)}" />` : '',
    `<meta name="twitter:card" content="${head.ogImage ? 'summary_large_image' : 'summary'}" />`,
    head.jsonLd === undefined ? '' : `<script type="application/ld+json">${jsonForScript(head.jsonLd)}</script>`,
  ];
  return lines.filter(Boolean).join('\n    ');
}

/**
 * index.html with `head` in place of its own title and description, and `<html lang>` set: the
 * rest (scripts, styles, #root) is kept as built.
 */
export function withHead(indexHtml: string, head: PageHead): string {
  const cleaned = withLang(indexHtml, head.locale)
    .replace(/<title>[\s\S]*?<\/title>\s*/i, '')
    .replace(/<meta\s+name="description"[^>]*>\s*/i, '');
  return cleaned.replace(/<\/head>/i, `  ${renderHead(head)}\n  </head>`);
}

/** index.html in `locale`: its `<html lang>`, which a page painted in that language must say before the app runs. */
export function withLang(indexHtml: string, locale: Locale): string {
  return indexHtml.replace(/<html([^>]*)\slang="[^"]*"/i, '<html$1').replace(/<html/i, `<html lang="${locale}"`);
}

/**
 * index.html without the preloads of the app (`<link rel="modulepreload" data-preload="app">`, the
 * start module and the first screens' chunks): a painted page loads the app at the visitor's first
 * sign of use (ADR 0043), and its entry turns these links on then. The links stay, without `rel`,
 * so the entry finds them.
 */
export function withoutAppPreloads(indexHtml: string): string {
  return indexHtml.replace(/<link\b[^>]*>/gi, (tag) =>
    /\sdata-preload="app"/i.test(tag) ? tag.replace(/\s+rel="modulepreload"/i, '') : tag,
  );
}

/**
 * index.html with the render inside #root, its critical CSS in the head and its state for the
 * browser, and without the app's preloads (withoutAppPreloads).
 */
export function withFirstPaint(indexHtml: string, paint: PageRender): string {
  const state = `<script type="application/json" id="${FIRST_PAINT_STATE_ID}">${paint.state}</script>`;
  // Functions as replacements: a `$` in the page's text must not be read as a replacement pattern.
  return withoutAppPreloads(indexHtml)
    .replace(/<\/head>/i, () => `  ${paint.styles}\n  </head>`)
    .replace(/<div id="root"><\/div>/i, () => `<div id="root">${paint.html}</div>\n    ${state}`);
}

/**
 * `value` as the API would answer it and the web app read it: through JSON and the response
 * schema, so a first paint's data is the very data the page's own query would have fetched.
 */
export function apiAnswer<T>(schema: ZodType<T>, value: unknown): T {
  return schema.parse(JSON.parse(JSON.stringify(value)));
}

/**
 * Answers the web app with `head` (or, for a page without a head of its own, just its language), in `status` (404/410 for pages that are gone, still booting the
 * SPA so a visitor sees its page). `indexFile` is the built web app's (`app.webIndexFile`);
 * `paint`, the page's server-rendered first paint when there is one (ADR 0038); `personal`, a paint
 * made for the signed-in visitor (ADR 0048), which no cache may keep or share. Callers are routes,
 * so @fastify/compress compresses the page for a client that accepts it (compression.ts).
 */
export async function sendSpaPage(
  indexFile: string,
  reply: FastifyReply,
  head: PageHead | Locale,
  status = 200,
  paint: PageRender | null = null,
  personal = false,
): Promise<FastifyReply> {
  const index = await readFile(indexFile, 'utf8');
  const page = typeof head === 'string' ? withLang(index, head) : withHead(index, head);
  const html = paint ? withFirstPaint(page, paint) : page;
  return reply
    .status(status)
    .header('content-type', 'text/html; charset=utf-8')
    .header('cache-control', paint && personal ? 'private, no-store' : 'no-cache')
    .header('vary', 'Accept-Language, Cookie, accept-encoding')
    .send(html);
}
