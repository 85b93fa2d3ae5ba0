import {
  type AdminFaq,
  adminFaqListResponseSchema,
  adminFaqResponseSchema,
  type FaqInputValues,
} from '@hashi/shared/faq.schema';
import { queryOptions } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api/client.ts';

const BASE = '/api/v1/admin/faqs';
export const ADMIN_FAQS_KEY = ['admin', 'faqs'] as const;

/** GET /api/v1/admin/faqs: every category and item, hidden ones too, in their order. */
export const adminFaqsQuery = () =>
  queryOptions({
    queryKey: ADMIN_FAQS_KEY,
    queryFn: async ({ signal }) => (await apiFetch(BASE, { schema: adminFaqListResponseSchema, signal })).data,
    meta: { silent: true },
  });

export async function saveFaq(id: number | null, input: FaqInputValues): Promise<AdminFaq> {
  return (
    await apiFetch(id === null ? BASE : `${BASE}/${id}`, {
      method: id === null ? 'POST' : 'PUT',
      body: input,
      schema: adminFaqResponseSchema,
    })
  ).data;
}

/** POST …/{id}/move: one place up or down; answers the whole list again. */
export async function moveFaq(id: number, direction: 'up' | 'down'): Promise<AdminFaq[]> {
  return (
    await apiFetch(`${BASE}/${id}/move`, { method: 'POST', body: { direction }, schema: adminFaqListResponseSchema })
  ).data;
}

export async function deleteFaq(id: number): Promise<void> {
  await apiFetch(`${BASE}/${id}`, { method: 'DELETE' });
}
