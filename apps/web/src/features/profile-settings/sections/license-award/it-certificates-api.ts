import { type ItCertificateSearchResponse, itCertificateSearchResponseSchema } from '@hashi/shared/masters.schema';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { apiFetch } from '../../../../lib/api/client.ts';

export type ItCertificate = ItCertificateSearchResponse['data'][number];

/** How many certificates are offered at once: enough to choose from, few enough to read on a phone. */
const SUGGESTIONS = 8;

/** POST /api/v1/it-certificates/search: IT certificates whose name in either language has every word typed. */
export async function searchItCertificates(keyword: string, signal?: AbortSignal): Promise<ItCertificate[]> {
  const response = await apiFetch('/api/v1/it-certificates/search', {
    method: 'POST',
    body: { keyword, page: 1, per_page: SUGGESTIONS },
    schema: itCertificateSearchResponseSchema,
    signal,
  });
  return response.data;
}

export const itCertificatesQueryOptions = (language: string, keyword: string) =>
  queryOptions({
    queryKey: ['it-certificates', language, keyword] as const,
    queryFn: ({ signal }) => searchItCertificates(keyword, signal),
    staleTime: Number.POSITIVE_INFINITY,
  });

/** The IT certificates matching what was typed, in the page's language; nothing is asked for an empty field. */
export function useItCertificates(keyword: string) {
  const { i18n } = useTranslation();
  const trimmed = keyword.trim();
  return useQuery({
    ...itCertificatesQueryOptions(i18n.language, trimmed),
    enabled: trimmed.length > 0,
    placeholderData: keepPreviousData,
    // A name can always be typed freely: a failed suggestion is no reason to interrupt.
    meta: { silent: true },
  });
}
