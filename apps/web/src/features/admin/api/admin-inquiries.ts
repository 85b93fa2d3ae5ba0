import {
  type AdminInquiryDetail,
  adminInquiryListResponseSchema,
  adminInquiryResponseSchema,
  type InquiryStatus,
} from '@hashi/shared/inquiry.schema';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api/client.ts';

const BASE = '/api/v1/admin/inquiries';
export const ADMIN_INQUIRIES_KEY = ['admin', 'inquiries'] as const;
export type InquiryFilter = InquiryStatus | 'all';

/** GET /api/v1/admin/inquiries: one status (open first), newest first. */
export const adminInquiriesQuery = (status: InquiryFilter, page: number) =>
  queryOptions({
    queryKey: [...ADMIN_INQUIRIES_KEY, 'list', { status, page }] as const,
    queryFn: ({ signal }) =>
      apiFetch(`${BASE}?${new URLSearchParams({ status, page: String(page) })}`, {
        schema: adminInquiryListResponseSchema,
        signal,
      }),
    placeholderData: keepPreviousData,
    meta: { silent: true },
  });

export const adminInquiryQuery = (id: number) =>
  queryOptions({
    queryKey: [...ADMIN_INQUIRIES_KEY, 'detail', id] as const,
    queryFn: async ({ signal }) =>
      (await apiFetch(`${BASE}/${id}`, { schema: adminInquiryResponseSchema, signal })).data,
    meta: { silent: true },
  });

/** POST …/{id}/reply: mailed to the sender in their language; the inquiry is then answered. */
export async function replyToInquiry(id: number, body: string): Promise<AdminInquiryDetail> {
  return (await apiFetch(`${BASE}/${id}/reply`, { method: 'POST', body: { body }, schema: adminInquiryResponseSchema }))
    .data;
}

/** PUT …/{id}/status: marked answered, or open again. */
export async function setInquiryStatus(id: number, status: InquiryStatus): Promise<AdminInquiryDetail> {
  return (
    await apiFetch(`${BASE}/${id}/status`, { method: 'PUT', body: { status }, schema: adminInquiryResponseSchema })
  ).data;
}
