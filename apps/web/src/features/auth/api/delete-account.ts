import { type MessageResponse, messageResponseSchema } from '@hashi/shared/api.schema';
import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { apiFetch } from '../../../lib/api/client.ts';

const deactivateReasonsSchema = z.object({ data: z.array(z.object({ id: z.number(), name: z.string() })) });
export type DeactivateReason = z.infer<typeof deactivateReasonsSchema>['data'][number];

/** Names come in the request's language, so the list is cached per language. */
export const deactivateReasonsQueryOptions = (locale: string) =>
  queryOptions({
    queryKey: ['masters', 'deactivate-reasons', locale] as const,
    queryFn: ({ signal }) =>
      apiFetch('/api/v2/masters/deactivate-reasons', { schema: deactivateReasonsSchema, signal }),
    select: (response) => response.data,
    staleTime: Number.POSITIVE_INFINITY,
  });

export function postDeleteAccount(body: { reason_id: number; comment?: string | null }): Promise<MessageResponse> {
  return apiFetch('/api/v1/user/delete-account', { method: 'POST', body, schema: messageResponseSchema });
}
