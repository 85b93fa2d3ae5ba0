import { POLLING_MS } from '@hashi/shared/constants';
import { unseenApplicationsResponseSchema } from '@hashi/shared/employer-approach.schema';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api/client.ts';
import { useLiveEvents, useLivePolling } from '../../../lib/live/live.tsx';

const UNSEEN_KEY = ['employer', 'applications', 'unseen'] as const;
const PATH = '/api/v1/employer/applications';

/**
 * The applications that came since the company last opened its list: the badge beside
 * "Applications" (issue 11). An application is a message of its thread, so the live stream's
 * message events recount it; polling stands in while the stream is down.
 */
export function useUnseenApplications() {
  const client = useQueryClient();
  useLiveEvents((event) => {
    if (event.type === 'message' || event.type === 'reset') void client.invalidateQueries({ queryKey: UNSEEN_KEY });
  });
  return useQuery({
    queryKey: UNSEEN_KEY,
    queryFn: async ({ signal }) =>
      (await apiFetch(`${PATH}/unseen`, { schema: unseenApplicationsResponseSchema, signal })).data.count,
    refetchInterval: useLivePolling(POLLING_MS),
    // A badge that cannot be counted stays hidden; it is never worth an error over the page.
    meta: { silent: true },
  });
}

/** Opening the applications marks them seen; the badge takes the answer's count (0). */
export function useSeeApplications() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async () =>
      (await apiFetch(`${PATH}/seen`, { method: 'POST', schema: unseenApplicationsResponseSchema })).data.count,
    onSuccess: (count) => client.setQueryData(UNSEEN_KEY, count),
    meta: { silent: true },
  });
}
