import { APPLIES_PER_PAGE, APPROACH_PER_PAGE } from '@hashi/shared/approach.schema';
import { keepPreviousData, type QueryClient, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { POLLING_MS } from '@hashi/shared/constants';
import { useTranslation } from 'react-i18next';
import { useLivePolling } from '../../../lib/live/live.tsx';
import { UNREAD_QUERY_KEY } from '../../shell/api/use-unread-counts.ts';
import { getApproachList, getPostingApproach, getRecommendList, type ListPath } from './approach-api.ts';

/** Every approach query starts here, so one invalidation refreshes every list and state. */
export const APPROACH_ROOT = ['approach'] as const;

/** Lists carry texts (posting titles, status words) in the request's language: the language is in the key. */
export const approachListQueryKey = (list: ListPath, language: string, page: number) =>
  [...APPROACH_ROOT, 'list', list, language, page] as const;

export function useApproachList(list: ListPath, page: number) {
  const { i18n } = useTranslation();
  const perPage = list === 'applies' ? APPLIES_PER_PAGE : APPROACH_PER_PAGE;
  return useQuery({
    queryKey: approachListQueryKey(list, i18n.language, page),
    queryFn: ({ signal }) => getApproachList(list, page, perPage, signal),
    placeholderData: keepPreviousData,
    // Opening a tab shows its list as it is now (spec §4), not as it was a moment ago.
    refetchOnMount: 'always',
    // Fresh without a button: polled while the live stream (which reloads it on new messages) is down.
    refetchInterval: useLivePolling(POLLING_MS),
    // The tab shows its own failure with a retry.
    meta: { silent: true },
  });
}

export function useRecommendList(page: number) {
  const { i18n } = useTranslation();
  return useQuery({
    queryKey: [...APPROACH_ROOT, 'recommend', i18n.language, page] as const,
    queryFn: ({ signal }) => getRecommendList(page, APPROACH_PER_PAGE, signal),
    placeholderData: keepPreviousData,
    refetchOnMount: 'always',
    meta: { silent: true },
  });
}

/** Where the applicant stands with one posting (its detail page); `id` null asks nothing. */
export function usePostingApproach(postingId: number | null) {
  const { i18n } = useTranslation();
  return useQuery({
    queryKey: [...APPROACH_ROOT, 'posting', i18n.language, postingId] as const,
    queryFn: ({ signal }) => getPostingApproach(postingId ?? 0, signal),
    enabled: postingId !== null,
    meta: { silent: true },
  });
}

/** After any action: every list (the dashboard's too), every posting state and the badges are asked again. */
export function refreshApproach(client: QueryClient): Promise<unknown> {
  return Promise.all([
    client.invalidateQueries({ queryKey: APPROACH_ROOT }),
    client.invalidateQueries({ queryKey: UNREAD_QUERY_KEY }),
  ]);
}

/**
 * An approach action. Failures the screen explains itself (a 409 "already applied", a 422 in a
 * dialog) stay out of the global dialog; the caller shows `error.message`.
 */
export function useApproachAction<V, R>(fn: (variables: V) => Promise<R>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: fn,
    meta: { silent: true },
    onSettled: () => refreshApproach(client),
  });
}
