import {
  type AdminReward,
  adminRewardListResponseSchema,
  adminRewardResponseSchema,
} from '@hashi/shared/referral.schema';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api/client.ts';

const BASE = '/api/v1/admin/rewards';
export const ADMIN_REWARDS_KEY = ['admin', 'rewards'] as const;

/** The reward ledger, newest first, a page at a time. */
export const rewardsQuery = (page: number) =>
  queryOptions({
    queryKey: [...ADMIN_REWARDS_KEY, page] as const,
    queryFn: ({ signal }) =>
      apiFetch(`${BASE}?${new URLSearchParams({ page: String(page), per_page: '50' })}`, {
        schema: adminRewardListResponseSchema,
        signal,
      }),
    placeholderData: keepPreviousData,
    meta: { silent: true },
  });

/** Voids a reward with the admin's reason (an unsent code goes back to the pool). */
export async function voidReward(id: number, reason: string): Promise<AdminReward> {
  return (await apiFetch(`${BASE}/${id}/void`, { method: 'POST', body: { reason }, schema: adminRewardResponseSchema }))
    .data;
}
