import { existsSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import type { Locale } from '@hashi/shared/constants';
import type { ApplicantShellData, FirstPaintData, FirstPaintRenderer, PaintedSession } from '@hashi/shared/first-paint';
import { paintUser } from '../auth/guards.ts';
import { browserLocale, explicitLocale, type PageRender, storedLocale } from './spa-page.ts';

/**
 * The server-rendered first paint of the public pages (ADR 0038). The web app's SSR build
 * (apps/web/dist-ssr/entry-server.js) renders a page's HTML with the components the browser then
 * hydrates; this module loads it, asks it for a page and puts the result into index.html. Without
 * the build (API-only tests, a server without the web app) or when a render fails, a page is
 * answered as before: index.html, which the browser renders itself.
 */

/** The landing pages, written in one language: the web app starts in it when nothing else says (spec §2). */
const LANDING_LANGUAGE: Readonly<Record<string, Locale>> = { '/lp-en': 'en', '/lp-jp': 'ja' };

/**
 * The language the web app starts in for this request, as main.tsx decides it (detectInitialLanguage):
 * `?lang=`, the language cookie, a landing page's language, then the browser's (Accept-Language).
 * The render uses it and the browser hydrates in it.
 */
export function appLocale(request: FastifyRequest, pathname: string): Locale {
  return (
    explicitLocale(request) ??
    storedLocale(request) ??
    LANDING_LANGUAGE[pathname.replace(/\/+$/, '')] ??
    browserLocale(request)
  );
}

/** Query parameters that change nothing on a page: its renders are shared across them. */
const NEUTRAL_PARAM = /^(lang|utm_\w+|gclid|fbclid)$/;

/** Bounded: a few static pages in two languages; a full cache is emptied rather than grown. */
const CACHE_LIMIT = 32;

/**
 * The data a page's first paint needs, read by the feature that owns it (as its API would answer
 * it), or null to leave the page to the browser.
 */
export type FirstPaintSource = (input: {
  url: string;
  locale: Locale;
  renderer: FirstPaintRenderer;
}) => Promise<FirstPaintData | null>;

/**
 * The data of a page painted for a signed-in applicant (ADR 0048), read as that applicant's own API
 * calls would answer them, or null to leave the page to the browser.
 */
export type SignedInSource = (input: {
  url: string;
  locale: Locale;
  renderer: FirstPaintRenderer;
  userId: number;
}) => Promise<FirstPaintData | null>;

/** What the shell shows a signed-in applicant (ADR 0048), or null when the app would not show the page. */
export type ApplicantShellSource = (input: { userId: number; locale: Locale }) => Promise<ApplicantShellData | null>;

export class FirstPaint {
  private readonly cache = new Map<string, PageRender>();
  private readonly sources = new Map<string, { source: FirstPaintSource; reusable: boolean }>();
  private readonly signedInSources = new Map<string, SignedInSource>();
  private shellSource: ApplicantShellSource | null = null;

  private renderer: Promise<FirstPaintRenderer> | null = null;

  constructor(
    private readonly entryFile: string,
    private readonly log: FastifyBaseLogger,
  ) {}

  /** The SSR build, loaded on the first page it paints: the server starts as fast as before. */
  private load(): Promise<FirstPaintRenderer> {
    this.renderer ??= import(pathToFileURL(this.entryFile).href).then((module: Partial<FirstPaintRenderer>) => {
      if (typeof module.render !== 'function' || typeof module.jobSearchRequest !== 'function') {
        throw new Error(`${this.entryFile} does not export render() and jobSearchRequest()`);
      }
      return module as FirstPaintRenderer;
    });
    return this.renderer;
  }

  /**
   * Registers where the data of the page at `pathname` comes from (its feature's routes call this).
   * `reusable`: the data depends on the server's configuration only (not on the URL, the visitor or
   * the database), so the page's renders are reused like those of a page without data.
   */
  provide(pathname: string, source: FirstPaintSource, { reusable = false }: { reusable?: boolean } = {}): void {
    this.sources.set(pathname, { source, reusable });
  }

  /** Registers the data of the page at `pathname` when it is painted for a signed-in applicant (ADR 0048). */
  provideSignedIn(pathname: string, source: SignedInSource): void {
    this.signedInSources.set(pathname, source);
  }

  /** Registers what the shell shows a signed-in applicant, for every signed-in paint (ADR 0048). */
  provideApplicantShell(source: ApplicantShellSource): void {
    this.shellSource = source;
  }

  /**
   * The page at `url` painted for the signed-in applicant of the request's paint cookie (ADR 0048),
   * or null: no such applicant (no cookie, a token or session that no longer holds, another user
   * type), a page not painted for signed-in visitors, or one the app would not show them as it is.
   * The render is the visitor's own: never reused, sent `private, no-store`.
   */
  async renderSignedIn(request: FastifyRequest, url: string, locale: Locale): Promise<PageRender | null> {
    const page = this.signedInSources.get(new URL(url, 'http://hashi.local').pathname);
    if (!page || !this.shellSource) return null;
    const user = await paintUser(request);
    if (!user) return null;
    const userId = user.claims.userId;
    let shell: ApplicantShellData | null;
    let data: FirstPaintData | null;
    try {
      const renderer = await this.load();
      [shell, data] = await Promise.all([
        this.shellSource({ userId, locale }),
        page({ url, locale, renderer, userId }),
      ]);
    } catch (error) {
      this.log.error({ err: error }, 'signed-in first paint data failed; answering the page without it');
      return null;
    }
    if (!shell || !data) return null;
    const session: PaintedSession = {
      user: { id: userId, type: shell.user.type, current_step: shell.applicant.current_step },
      startedAt: user.startedAt,
      accessExpiresAt: user.claims.expiresAt,
    };
    return this.render(url, locale, { ...data, applicantShell: shell }, false, undefined, session);
  }

  /**
   * The render of a page at `url` whose data, if any, comes from its registered source; without a
   * source the page is taken to depend on its URL and language only, and its renders are reused.
   */
  async renderPage(url: string, locale: Locale): Promise<PageRender | null> {
    const provided = this.sources.get(new URL(url, 'http://hashi.local').pathname);
    if (!provided) return this.render(url, locale, {}, true);
    let data: FirstPaintData | null;
    try {
      data = await provided.source({ url, locale, renderer: await this.load() });
    } catch (error) {
      this.log.error({ err: error }, 'first paint data failed; answering the page without it');
      return null;
    }
    return data ? this.render(url, locale, data, provided.reusable) : null;
  }

  /**
   * The render of `url` in `locale`, or null when it failed (logged) or the app would redirect.
   * `cacheable`: the page depends on nothing but its URL and language (no data, no query).
   * `referrer`: the page on this site the visitor came from (`sameSiteReferrer`), for a page whose
   * links lead back to it; such a render is the visitor's own, never reused. `session`: the login a
   * signed-in page is painted for (renderSignedIn), likewise never reused.
   */
  async render(
    url: string,
    locale: Locale,
    data: FirstPaintData = {},
    cacheable = false,
    referrer?: string,
    session?: PaintedSession,
  ): Promise<PageRender | null> {
    const parsed = new URL(url, 'http://hashi.local');
    const shared =
      cacheable &&
      referrer === undefined &&
      session === undefined &&
      [...parsed.searchParams.keys()].every((key) => NEUTRAL_PARAM.test(key));
    const key = `${locale} ${parsed.pathname}`;
    if (shared) {
      const cached = this.cache.get(key);
      if (cached) return cached;
    }
    try {
      const result = await (await this.load()).render({
        url,
        locale,
        data,
        ...(referrer === undefined ? {} : { referrer }),
        ...(session === undefined ? {} : { session }),
      });
      if (result.kind !== 'page') return null;
      if (shared) {
        if (this.cache.size >= CACHE_LIMIT) this.cache.clear();
        this.cache.set(key, result);
      }
      return result;
    } catch (error) {
      this.log.error({ err: error, path: parsed.pathname }, 'first paint failed; answering the page without it');
      return null;
    }
  }
}

/**
 * Path and query of the page on this site the request came from, from its Referer header (the
 * browser sends it for same-origin navigations: Referrer-Policy same-origin); undefined when the
 * visitor came from elsewhere or from nowhere.
 */
export function sameSiteReferrer(request: FastifyRequest): string | undefined {
  const referer = request.headers.referer;
  if (!referer) return undefined;
  try {
    const from = new URL(referer);
    // Through URL on both sides: a default port is written or left out alike.
    const site = new URL(`${request.protocol}://${request.host}`);
    return from.origin === site.origin ? `${from.pathname}${from.search}` : undefined;
  } catch {
    return undefined;
  }
}

/**
 * First paints from the web app's SSR build at `entryFile`, or null when there is none (the server
 * then answers index.html alone). A build that does not load is logged at each page it fails.
 */
export function loadFirstPaint(entryFile: string, log: FastifyBaseLogger): FirstPaint | null {
  return existsSync(entryFile) ? new FirstPaint(entryFile, log) : null;
}
