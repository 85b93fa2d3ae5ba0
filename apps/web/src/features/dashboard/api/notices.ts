import { type Notice, noticeListResponseSchema } from '@hashi/shared/admin.schema';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { apiFetch } from '../../../lib/api/client.ts';

/** GET /api/v1/notices (issue 5): the notices admins publish, newest first, in the caller's language. */
export async function getNotices(signal?: AbortSignal): Promise<Notice[]> {
  const response = await apiFetch('/api/v1/notices', { schema: noticeListResponseSchema, signal });
  return response.data;
}

export const noticesQueryOptions = (language: string) =>
  queryOptions({
    queryKey: ['notices', language] as const,
    queryFn: ({ signal }) => getNotices(signal),
    // The information section shows its own failure with a retry.
    meta: { silent: true },
  });

/** The information section's notices in the current language. */
export function useNotices() {
  const { i18n } = useTranslation();
  return useQuery(noticesQueryOptions(i18n.language));
}
