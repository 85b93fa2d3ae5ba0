import { queryOptions, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { apiFetch } from '../../../lib/api/client.ts';

/**
 * GET /api/v1/notices (issue 5): the notices admins publish, newest first, already in the caller's
 * language. The server has no shared schema for them yet, so the dashboard states the fields it reads.
 */
export const noticeSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  body: z.string(),
  published_at: z.string(),
});
export type Notice = z.infer<typeof noticeSchema>;
const noticesResponseSchema = z.object({ data: z.array(noticeSchema) });

export async function getNotices(signal?: AbortSignal): Promise<Notice[]> {
  const response = await apiFetch('/api/v1/notices', { schema: noticesResponseSchema, signal });
  return response.data;
}

export const noticesQueryOptions = (language: string) =>
  queryOptions({
    queryKey: ['notices', language] as const,
    queryFn: ({ signal }) => getNotices(signal),
    meta: { silent: true },
  });

/** The information section's notices in the current language. */
export function useNotices() {
  const { i18n } = useTranslation();
  return useQuery(noticesQueryOptions(i18n.language));
}
