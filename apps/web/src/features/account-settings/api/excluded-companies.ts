import { excludedCompanySchema } from '@hashi/shared/preference.schema';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiFetch } from '../../../lib/api/client.ts';
import { PROFILE_QUERY_ROOT } from '../../profile/api/profile.ts';

const PATH = '/api/v1/applicant-excluded-companies';
export type ExcludedCompany = z.infer<typeof excludedCompanySchema>;

export async function getExcludedCompanies(signal?: AbortSignal): Promise<ExcludedCompany[]> {
  return (await apiFetch(PATH, { schema: z.object({ data: z.array(excludedCompanySchema) }), signal })).data;
}

export const excludedCompaniesQueryOptions = () =>
  queryOptions({
    queryKey: [...PROFILE_QUERY_ROOT, 'excluded-companies'] as const,
    queryFn: ({ signal }) => getExcludedCompanies(signal),
  });

/** GET applicant-excluded-companies: companies that cannot see the caller's profile (spec §3, §6). */
export function useExcludedCompanies() {
  return useQuery(excludedCompaniesQueryOptions());
}

export async function addExcludedCompany(companyName: string): Promise<ExcludedCompany> {
  const response = await apiFetch(PATH, {
    method: 'POST',
    body: { company_name: companyName },
    schema: z.object({ data: excludedCompanySchema }),
  });
  return response.data;
}

export async function removeExcludedCompany(id: number): Promise<void> {
  await apiFetch(`${PATH}/${id}`, { method: 'DELETE' });
}
