import { companyLogoJobsResponseSchema } from '@hashi/shared/company.schema';
import { queryOptions } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api/client.ts';

/** GET /api/v1/visitor/company-logo-jobs: companies with a logo and open postings, most postings first. */
export const companyLogoJobsQuery = (language: string, limit = 12) =>
  queryOptions({
    queryKey: ['visitor', 'company-logo-jobs', language, limit] as const,
    queryFn: ({ signal }) =>
      apiFetch(`/api/v1/visitor/company-logo-jobs?limit=${limit}`, {
        auth: 'client',
        schema: companyLogoJobsResponseSchema,
        signal,
      }),
    staleTime: 5 * 60_000,
    meta: { silent: true },
  });
