import { companyCandidatesResponseSchema } from '@hashi/shared/preference.schema';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { apiFetch } from '../../../../lib/api/client.ts';

export type CompanyCandidate = z.infer<typeof companyCandidatesResponseSchema>['data'][number];

/** GET applicant-excluded-companies/candidates: companies on Hashi by current or former name (ADR 0040). */
export async function getCompanyCandidates(keyword: string, signal?: AbortSignal): Promise<CompanyCandidate[]> {
  const query = new URLSearchParams({ keyword });
  const response = await apiFetch(`/api/v1/applicant-excluded-companies/candidates?${query}`, {
    schema: companyCandidatesResponseSchema,
    signal,
  });
  return response.data;
}

export const companyCandidatesQueryOptions = (language: string, keyword: string) =>
  queryOptions({
    queryKey: ['company-candidates', language, keyword] as const,
    queryFn: ({ signal }) => getCompanyCandidates(keyword, signal),
    staleTime: 60_000,
  });

/** The candidates for what the applicant typed; nothing is asked for an empty field. */
export function useCompanyCandidates(keyword: string) {
  const { i18n } = useTranslation();
  const trimmed = keyword.trim();
  return useQuery({
    ...companyCandidatesQueryOptions(i18n.language, trimmed),
    enabled: trimmed.length > 0,
    placeholderData: keepPreviousData,
    meta: { silent: true },
  });
}
