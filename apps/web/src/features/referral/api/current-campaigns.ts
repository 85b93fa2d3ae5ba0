import { type Campaign, currentCampaignsResponseSchema } from '@hashi/shared/referral.schema';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { apiFetch } from '../../../lib/api/client.ts';

/** GET /api/v1/campaigns/current: the campaigns running now, in the caller's language. */
export async function getCurrentCampaigns(signal?: AbortSignal): Promise<Campaign[]> {
  return (await apiFetch('/api/v1/campaigns/current', { schema: currentCampaignsResponseSchema, signal })).data;
}

export function useCurrentCampaigns() {
  const { i18n } = useTranslation();
  return useQuery({
    queryKey: ['campaigns', 'current', i18n.language] as const,
    queryFn: ({ signal }) => getCurrentCampaigns(signal),
    meta: { silent: true },
  });
}
