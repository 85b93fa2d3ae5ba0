import {
  type AdminBlogArticle,
  adminBlogArticleListResponseSchema,
  adminBlogArticleResponseSchema,
  type BlogArticleInput,
} from '@hashi/shared/blog.schema';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api/client.ts';

const BASE = '/api/v1/admin/blog-articles';

export const adminBlogArticlesQuery = (page: number) =>
  queryOptions({
    queryKey: ['admin', 'blog-articles', page] as const,
    queryFn: ({ signal }) =>
      apiFetch(`${BASE}?${new URLSearchParams({ page: String(page), per_page: '20' })}`, {
        schema: adminBlogArticleListResponseSchema,
        signal,
      }),
    placeholderData: keepPreviousData,
    meta: { silent: true },
  });

export async function saveBlogArticle(id: number | null, input: BlogArticleInput): Promise<AdminBlogArticle> {
  return (
    await apiFetch(id === null ? BASE : `${BASE}/${id}`, {
      method: id === null ? 'POST' : 'PUT',
      body: input,
      schema: adminBlogArticleResponseSchema,
    })
  ).data;
}

export async function deleteBlogArticle(id: number): Promise<void> {
  await apiFetch(`${BASE}/${id}`, { method: 'DELETE' });
}
