import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { getRecommendList } from '../../approaches/api/approach-api.ts';
import { APPROACH_ROOT } from '../../approaches/api/approach-queries.ts';

/**
 * The best few recommendations: GET approach/recommend, the scoring service of
 * job-postings/recommended without the postings the applicant hid or applied to. Reasons are written
 * in the request's language, so the language is part of the key; under the approach root, so an
 * action on a posting (hide, apply) refreshes them.
 */
export const recommendedQueryKey = (language: string, count: number) =>
  [...APPROACH_ROOT, 'recommend', language, 'dashboard', count] as const;

export function useRecommended(count: number) {
  const { i18n } = useTranslation();
  return useQuery({
    queryKey: recommendedQueryKey(i18n.language, count),
    queryFn: ({ signal }) => getRecommendList(1, count, signal),
    // The section shows its own failure with a retry; the rest of the page stays usable.
    meta: { silent: true },
  });
}
