import {
  applicationListResponseSchema,
  applicationResponseSchema,
  type CompanyApproachList,
  type CompanyApplication,
  companyApproachListResponseSchema,
} from '@hashi/shared/employer-approach.schema';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api/client.ts';

const BASE = '/api/v1/employer';

export type ApplicationFilters = { job_posting_id: number | null; status: number | null; page: number };

export const applicationsQuery = (filters: ApplicationFilters) =>
  queryOptions({
    queryKey: ['employer', 'applications', filters] as const,
    queryFn: ({ signal }) => {
      const query = new URLSearchParams({ page: String(filters.page), per_page: '20' });
      if (filters.job_posting_id) query.set('job_posting_id', String(filters.job_posting_id));
      if (filters.status) query.set('status', String(filters.status));
      return apiFetch(`${BASE}/applications?${query}`, { schema: applicationListResponseSchema, signal });
    },
    placeholderData: keepPreviousData,
    meta: { silent: true },
  });

export async function changeApplicationStatus(id: number, status: number): Promise<CompanyApplication> {
  return (
    await apiFetch(`${BASE}/applications/${id}/status`, {
      method: 'PUT',
      body: { status },
      schema: applicationResponseSchema,
    })
  ).data;
}

export type ApproachListFilters = { job_posting_id: number | null; reply: string | null; page: number };

export const approachListQuery = (list: CompanyApproachList, filters: ApproachListFilters) =>
  queryOptions({
    queryKey: ['employer', 'approach-list', list, filters] as const,
    queryFn: ({ signal }) => {
      const query = new URLSearchParams({ page: String(filters.page), per_page: '20' });
      if (filters.job_posting_id) query.set('job_posting_id', String(filters.job_posting_id));
      if (filters.reply && list === 'scout-replies') query.set('reply', filters.reply);
      return apiFetch(`${BASE}/${list}?${query}`, { schema: companyApproachListResponseSchema, signal });
    },
    placeholderData: keepPreviousData,
    meta: { silent: true },
  });
