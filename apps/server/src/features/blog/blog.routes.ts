import { recordIdParamsSchema } from '@hashi/shared/api.schema';
import {
  adminBlogArticleListResponseSchema,
  adminBlogArticleResponseSchema,
  adminBlogListQuerySchema,
  blogArticleInputSchema,
  blogArticleListResponseSchema,
  blogArticleResponseSchema,
  blogListQuerySchema,
  blogSlugParamsSchema,
} from '@hashi/shared/blog.schema';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { currentUser, requireAdmin, requireClient } from '../../platform/auth/guards.ts';
import { bearerRoutes } from '../../platform/http/route-helpers.ts';
import { explicitLocale, pageLocale, sendSpaPage } from '../../platform/http/spa-page.ts';
import { blogArticlePage } from './blog-page.ts';
import {
  adminListArticles,
  adminShowArticle,
  createArticle,
  deleteArticle,
  listArticles,
  showArticle,
  updateArticle,
} from './blog.service.ts';
import { readMayLag } from '../../platform/db/replica.ts';

const publicRoute = bearerRoutes(requireClient, ['blog']);
const adminRoute = bearerRoutes(requireAdmin, ['admin']);
const adminBase = '/api/v1/admin/blog-articles';

/** The blog (ADR 0031): published articles for everyone with the app token; CRUD for admins. */
export async function blogRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { deps } = app;

  app.get(
    '/api/v1/blog-articles',
    publicRoute({ querystring: blogListQuerySchema, response: { 200: blogArticleListResponseSchema } }),
    async (request) => readMayLag(deps, (reading) => listArticles(reading, request.locale, request.query)),
  );

  app.get(
    '/api/v1/blog-articles/:slug',
    publicRoute({ params: blogSlugParamsSchema, response: { 200: blogArticleResponseSchema } }),
    async (request) => readMayLag(deps, (reading) => showArticle(reading, request.locale, request.params.slug)),
  );

  app.get(
    adminBase,
    adminRoute({ querystring: adminBlogListQuerySchema, response: { 200: adminBlogArticleListResponseSchema } }),
    async (request) => adminListArticles(deps, request.query),
  );

  app.post(
    adminBase,
    adminRoute({ body: blogArticleInputSchema, response: { 201: adminBlogArticleResponseSchema } }),
    async (request, reply) =>
      reply.status(201).send(await createArticle(deps, currentUser(request).userId, request.body)),
  );

  app.get(
    `${adminBase}/:id`,
    adminRoute({ params: recordIdParamsSchema, response: { 200: adminBlogArticleResponseSchema } }),
    async (request) => adminShowArticle(deps, request.params.id),
  );

  app.put(
    `${adminBase}/:id`,
    adminRoute({
      params: recordIdParamsSchema,
      body: blogArticleInputSchema,
      response: { 200: adminBlogArticleResponseSchema },
    }),
    async (request) => updateArticle(deps, request.params.id, request.body),
  );

  app.delete(`${adminBase}/:id`, adminRoute({ params: recordIdParamsSchema }), async (request, reply) => {
    await deleteArticle(deps, request.params.id);
    return reply.status(204).send();
  });

  // An article's page: the web app with the article's own head in the first response (ADR 0032).
  const indexFile = app.webIndexFile;
  if (indexFile) {
    app.get('/blog/:slug', { schema: { hide: true } }, async (request, reply) => {
      const { slug } = request.params as { slug: string };
      const { status, head } = await blogArticlePage(deps, slug, pageLocale(request), explicitLocale(request) !== null);
      return sendSpaPage(indexFile, reply, head, status);
    });
  }
}
