import { adminPostingListResponseSchema, adminPostingResponseSchema } from '@hashi/shared/admin.schema';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiFetch } from '../../../lib/api/client.ts';

const BASE = '/api/v1/admin/job-postings';
export type AdminPosting = z.infer<typeof adminPostingResponseSchema>['data'];
export type ReviewAction = 'approve' | 'decline' | 'suspend' | 'unsuspend';

export const adminPostingsQuery = (status: number, page: number) =>
  queryOptions({
    queryKey: ['admin', 'postings', { status, page }] as const,
    queryFn: ({ signal }) =>
      apiFetch(`${BASE}?${new URLSearchParams({ status: String(status), page: String(page), per_page: '20' })}`, {
        schema: adminPostingListResponseSchema,
        signal,
      }),
    placeholderData: keepPreviousData,
    meta: { silent: true },
  });

export const adminPostingQuery = (id: number) =>
  queryOptions({
    queryKey: ['admin', 'posting', id] as const,
    queryFn: async ({ signal }) =>
      (await apiFetch(`${BASE}/${id}`, { schema: adminPostingResponseSchema, signal })).data,
    meta: { silent: true },
  });

/** Approve, decline (a reason is required), suspend (a reason is optional) or unsuspend a posting. */
export async function reviewPosting(id: number, action: ReviewAction, reason?: string): Promise<AdminPosting> {
  const body = action === 'decline' || action === 'suspend' ? { reason: reason ?? '' } : undefined;
  return (await apiFetch(`${BASE}/${id}/${action}`, { method: 'POST', body, schema: adminPostingResponseSchema })).data;
}
