import { type PopularKeywordSearchResponse, popularKeywordSearchResponseSchema } from '@hashi/shared/masters.schema';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { apiFetch } from '../../../lib/api/client.ts';

/** POST /api/v1/popular-keywords/search: the most searched words containing what was typed. */
export function searchPopularKeywords(keyword: string, signal?: AbortSignal): Promise<PopularKeywordSearchResponse> {
  return apiFetch('/api/v1/popular-keywords/search', {
    method: 'POST',
    body: keyword ? { keyword, limit: 8 } : { limit: 8 },
    schema: popularKeywordSearchResponseSchema,
    signal,
  });
}

export const popularKeywordsQueryOptions = (keyword: string, language: string) =>
  queryOptions({
    queryKey: ['popular-keywords', language, keyword] as const,
    queryFn: ({ signal }) => searchPopularKeywords(keyword, signal),
    staleTime: 5 * 60_000,
    // Suggestions are a help, not the search: a failure just shows none.
    meta: { silent: true },
  });

/**
 * Suggestions for the keyword field, asked only while it has focus. The previous word's
 * suggestions stay until the new ones arrive, so the list does not close and reopen as one types.
 */
export function usePopularKeywords(keyword: string, enabled: boolean) {
  const { i18n } = useTranslation();
  const query = useQuery({
    ...popularKeywordsQueryOptions(keyword.trim(), i18n.language),
    enabled,
    placeholderData: keepPreviousData,
  });
  return query.data?.data.map((item) => item.name) ?? [];
}
