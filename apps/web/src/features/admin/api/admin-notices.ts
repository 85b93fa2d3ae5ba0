import {
  type AdminNotice,
  adminNoticeListResponseSchema,
  adminNoticeResponseSchema,
  type NoticeInput,
} from '@hashi/shared/admin.schema';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api/client.ts';

const BASE = '/api/v1/admin/notices';

export const adminNoticesQuery = (page: number) =>
  queryOptions({
    queryKey: ['admin', 'notices', page] as const,
    queryFn: ({ signal }) =>
      apiFetch(`${BASE}?${new URLSearchParams({ page: String(page), per_page: '20' })}`, {
        schema: adminNoticeListResponseSchema,
        signal,
      }),
    placeholderData: keepPreviousData,
    meta: { silent: true },
  });

export async function saveNotice(id: number | null, input: NoticeInput): Promise<AdminNotice> {
  return (
    await apiFetch(id === null ? BASE : `${BASE}/${id}`, {
      method: id === null ? 'POST' : 'PUT',
      body: input,
      schema: adminNoticeResponseSchema,
    })
  ).data;
}

export async function deleteNotice(id: number): Promise<void> {
  await apiFetch(`${BASE}/${id}`, { method: 'DELETE' });
}
