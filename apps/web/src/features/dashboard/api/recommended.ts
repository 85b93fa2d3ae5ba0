import {
  type RecommendationRequest,
  type RecommendationResponse,
  recommendationResponseSchema,
} from '@hashi/shared/recommendation.schema';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { apiFetch } from '../../../lib/api/client.ts';

/** POST /api/v1/job-postings/recommended: open postings scored on the profile, each with its reasons. */
export function getRecommended(request: RecommendationRequest, signal?: AbortSignal): Promise<RecommendationResponse> {
  return apiFetch('/api/v1/job-postings/recommended', {
    method: 'POST',
    body: request,
    schema: recommendationResponseSchema,
    signal,
  });
}

/** The reasons are written in the request's language, so the language is part of the key. */
export const recommendedQueryOptions = (request: RecommendationRequest, language: string) =>
  queryOptions({
    queryKey: ['job-postings', 'recommended', language, request] as const,
    queryFn: ({ signal }) => getRecommended(request, signal),
    // The section shows its own failure with a retry; the rest of the page stays usable.
    meta: { silent: true },
  });

export function useRecommended(request: RecommendationRequest) {
  const { i18n } = useTranslation();
  return useQuery(recommendedQueryOptions(request, i18n.language));
}
