import { type ChannelState, channelStateResponseSchema } from '@hashi/shared/access-route-admin.schema';
import { queryOptions } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api/client.ts';
import { isApiError } from '../../../lib/api/api-error.ts';

const PATH = '/api/v1/applicants/channel';

/** Whether the applicant was already asked how they heard of Hashi (asked once, ADR 0032). */
export const channelStateQuery = () =>
  queryOptions({
    queryKey: ['applicant', 'channel'] as const,
    queryFn: async ({ signal }) => (await apiFetch(PATH, { schema: channelStateResponseSchema, signal })).data,
    staleTime: Number.POSITIVE_INFINITY,
    meta: { silent: true },
  });

/** PUT applicants/channel: the answer (null: passed over). Already answered (409) counts as done. */
export async function answerChannel(channelId: number | null): Promise<ChannelState> {
  try {
    return (
      await apiFetch(PATH, { method: 'PUT', body: { channel_id: channelId }, schema: channelStateResponseSchema })
    ).data;
  } catch (error) {
    if (isApiError(error) && error.status === 409) return { answered: true, channel_id: null };
    throw error;
  }
}
