import { type ReferralResponse, referralResponseSchema } from '@hashi/shared/referral.schema';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { apiFetch } from '../../../lib/api/client.ts';

/** GET /api/v1/referral: the applicant's unused invitation link, the running referral campaign and rewards. */
export async function getReferral(signal?: AbortSignal): Promise<ReferralResponse['data']> {
  return (await apiFetch('/api/v1/referral', { schema: referralResponseSchema, signal })).data;
}

export function useReferral() {
  const { i18n } = useTranslation();
  return useQuery({
    queryKey: ['referral', i18n.language] as const,
    queryFn: ({ signal }) => getReferral(signal),
    refetchOnMount: 'always',
    // The page shows its own failure with a retry.
    meta: { silent: true },
  });
}
