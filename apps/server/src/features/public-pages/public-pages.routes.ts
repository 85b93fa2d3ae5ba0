import type { FastifyInstance } from 'fastify';
import { explicitLocale, pageLocale, sendSpaPage } from '../../platform/http/spa-page.ts';
import { robotsTxt, publicPageHead, sitemapPart, sitemapRoot } from './public-pages.service.ts';
import { PUBLIC_PAGES } from './public-page-meta.ts';
import { notFound } from '../../platform/errors.ts';

const XML = 'application/xml; charset=utf-8';
const hide = { schema: { hide: true } };

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
      .send(await sitemapRoot(deps)),
  );

  app.get('/sitemaps/:file', hide, async (request, reply) => {
    const match = /^([1-9]\d{0,6})\.xml$/.exec((request.params as { file: string }).file);
    const body = match ? await sitemapPart(deps, Number(match[1])) : null;
    if (body === null) throw notFound();
    return reply.header('content-type', XML).header('cache-control', 'max-age=3600').send(body);
  });

  const indexFile = app.webIndexFile;
  if (!indexFile) return;
  for (const page of PUBLIC_PAGES) {
    app.get(page.path, hide, async (request, reply) =>
      sendSpaPage(indexFile, reply, publicPageHead(deps, page, pageLocale(request), explicitLocale(request) !== null)),
    );
  }
}
