import { blogArticleListResponseSchema } from '@hashi/shared/blog.schema';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api/client.ts';

/** GET /api/v1/blog-articles: a page of published articles in the visitor's language. */
export const blogArticlesQuery = (language: string, page: number) =>
  queryOptions({
    queryKey: ['blog', 'articles', language, page] as const,
    queryFn: ({ signal }) =>
      apiFetch(`/api/v1/blog-articles?page=${page}`, { schema: blogArticleListResponseSchema, signal }),
    placeholderData: keepPreviousData,
    meta: { silent: true },
  });
