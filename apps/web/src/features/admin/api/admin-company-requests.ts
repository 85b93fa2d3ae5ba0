import {
  type AdminCompanyRequestDetail,
  adminCompanyRequestListResponseSchema,
  adminCompanyRequestResponseSchema,
  type CompanyRequestStatus,
} from '@hashi/shared/company-request.schema';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api/client.ts';

const BASE = '/api/v1/admin/company-requests';
export const ADMIN_COMPANY_REQUESTS_KEY = ['admin', 'company-requests'] as const;
export type CompanyRequestFilter = CompanyRequestStatus | 'all';

/** GET /api/v1/admin/company-requests: one status (pending first), newest first. */
export const adminCompanyRequestsQuery = (status: CompanyRequestFilter, page: number) =>
  queryOptions({
    queryKey: [...ADMIN_COMPANY_REQUESTS_KEY, 'list', { status, page }] as const,
    queryFn: ({ signal }) =>
      apiFetch(`${BASE}?${new URLSearchParams({ status, page: String(page) })}`, {
        schema: adminCompanyRequestListResponseSchema,
        signal,
      }),
    placeholderData: keepPreviousData,
    meta: { silent: true },
  });

export const adminCompanyRequestQuery = (id: number) =>
  queryOptions({
    queryKey: [...ADMIN_COMPANY_REQUESTS_KEY, 'detail', id] as const,
    queryFn: async ({ signal }) =>
      (await apiFetch(`${BASE}/${id}`, { schema: adminCompanyRequestResponseSchema, signal })).data,
    meta: { silent: true },
  });

/** POST …/{id}/approve: creates the company and mails the contact the invitation (ADR 0033). */
export async function approveCompanyRequest(id: number): Promise<AdminCompanyRequestDetail> {
  return (await apiFetch(`${BASE}/${id}/approve`, { method: 'POST', schema: adminCompanyRequestResponseSchema })).data;
}

/** POST …/{id}/decline: the reason is mailed to the contact in the language of the request. */
export async function declineCompanyRequest(id: number, reason: string): Promise<AdminCompanyRequestDetail> {
  return (
    await apiFetch(`${BASE}/${id}/decline`, {
      method: 'POST',
      body: { reason },
      schema: adminCompanyRequestResponseSchema,
    })
  ).data;
}
