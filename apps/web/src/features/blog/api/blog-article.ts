import { blogArticleResponseSchema } from '@hashi/shared/blog.schema';
import { queryOptions } from '@tanstack/react-query';
import { ApiError } from '../../../lib/api/api-error.ts';
import { apiFetch } from '../../../lib/api/client.ts';

/** GET /api/v1/blog-articles/{slug}: one published article (404 when unpublished or unknown). */
export const blogArticleQuery = (language: string, slug: string) =>
  queryOptions({
    queryKey: ['blog', 'article', language, slug] as const,
    queryFn: ({ signal }) =>
      apiFetch(`/api/v1/blog-articles/${encodeURIComponent(slug)}`, { schema: blogArticleResponseSchema, signal }),
    retry: (count, error) => !(error instanceof ApiError && error.status < 500) && count < 2,
    meta: { silent: true },
  });
