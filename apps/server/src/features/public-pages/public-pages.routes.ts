import type { FastifyInstance } from 'fastify';
import { explicitLocale, pageLocale, sendSpaPage } from '../../platform/http/spa-page.ts';
import { appLocale } from '../../platform/http/first-paint.ts';
import { robotsTxt, publicPageHead, sitemapPart, sitemapRoot } from './public-pages.service.ts';
import { PUBLIC_PAGES } from './public-page-meta.ts';
import { notFound } from '../../platform/errors.ts';
import { readMayLag } from '../../platform/db/replica.ts';

const XML = 'application/xml; charset=utf-8';

/**
 * The pages a visitor lands on first, painted by the server (ADR 0038); /search/{id} is the job
 * postings feature's. /search's results come from the job search feature (its first-paint source);
 * the others need no data, so each language's render is kept and reused. /login and /sign-up are
 * painted too (ADR 0043): a visitor who only reads them downloads almost no JavaScript.
 */
const FIRST_PAINT_PAGES = new Set(['/search', '/lp-en', '/lp-jp', '/for-employer', '/login', '/sign-up']);
/** Public pages that are someone's own page once signed in (`/`: MyPage), painted for them too (ADR 0048). */
const SIGNED_IN_PAINT_PAGES = new Set(['/']);
const hide = { schema: { hide: true } };

/**
 * A social provider sending the browser back with its authorization code (/login?code=…&state=…,
 * spec §7): nothing to read there, and the app must send the code at once, not at the visitor's
 * first sign of use (ADR 0043). Answered without a paint, the entry starts the app immediately.
 */
function isProviderAnswer(url: string): boolean {
  return new URL(url, 'http://hashi.local').searchParams.has('code');
}

/** Public pages with their own head, /sitemap.xml and /robots.txt (ADR 0032). */
export async function publicPagesRoutes(app: FastifyInstance) {
  const { deps } = app;

  app.get('/robots.txt', hide, async (_request, reply) =>
    reply
      .header('content-type', 'text/plain; charset=utf-8')
      .header('cache-control', 'max-age=3600')
      .send(robotsTxt(deps)),
  );

  app.get('/sitemap.xml', hide, async (_request, reply) =>
    reply
      .header('content-type', XML)
      .header('cache-control', 'max-age=3600')
      .send(await readMayLag(deps, sitemapRoot)),
  );

  app.get('/sitemaps/:file', hide, async (request, reply) => {
    const match = /^([1-9]\d{0,6})\.xml$/.exec((request.params as { file: string }).file);
    const body = match ? await readMayLag(deps, (reading) => sitemapPart(reading, Number(match[1]))) : null;
    if (body === null) throw notFound();
    return reply.header('content-type', XML).header('cache-control', 'max-age=3600').send(body);
  });

  const { webIndexFile: indexFile, firstPaint } = app;
  if (!indexFile) return;
  for (const page of PUBLIC_PAGES) {
    const painted = FIRST_PAINT_PAGES.has(page.path);
    app.get(page.path, hide, async (request, reply) => {
      const head = publicPageHead(deps, page, pageLocale(request), explicitLocale(request) !== null);
      // `/` is a signed-in applicant's MyPage (ADR 0048), painted for them when the server knows who they are.
      const own =
        firstPaint && SIGNED_IN_PAINT_PAGES.has(page.path)
          ? await firstPaint.renderSignedIn(request, request.url, appLocale(request, page.path))
          : null;
      if (own) return sendSpaPage(indexFile, reply, head, 200, own, true);
      const paint =
        firstPaint && painted && !isProviderAnswer(request.url)
          ? await firstPaint.renderPage(request.url, appLocale(request, page.path))
          : null;
      return sendSpaPage(indexFile, reply, head, 200, paint);
    });
  }
}
