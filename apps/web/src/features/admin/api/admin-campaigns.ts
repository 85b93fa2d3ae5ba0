import {
  type AdminCampaign,
  adminCampaignListResponseSchema,
  adminCampaignResponseSchema,
  type CampaignInput,
} from '@hashi/shared/referral.schema';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api/client.ts';

const BASE = '/api/v1/admin/campaigns';
export const ADMIN_CAMPAIGNS_KEY = ['admin', 'campaigns'] as const;

export const campaignsQuery = (page: number) =>
  queryOptions({
    queryKey: [...ADMIN_CAMPAIGNS_KEY, page] as const,
    queryFn: ({ signal }) =>
      apiFetch(`${BASE}?${new URLSearchParams({ page: String(page), per_page: '20' })}`, {
        schema: adminCampaignListResponseSchema,
        signal,
      }),
    placeholderData: keepPreviousData,
    meta: { silent: true },
  });

/** Creates a campaign (id null) or replaces one. */
export async function saveCampaign(id: number | null, input: CampaignInput): Promise<AdminCampaign> {
  return (
    await apiFetch(id === null ? BASE : `${BASE}/${id}`, {
      method: id === null ? 'POST' : 'PUT',
      body: input,
      schema: adminCampaignResponseSchema,
    })
  ).data;
}
