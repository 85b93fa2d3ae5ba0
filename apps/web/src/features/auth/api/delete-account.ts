import { type MessageResponse, messageResponseSchema } from '@hashi/shared/api.schema';
import {
  type DeactivateReasonsResponse,
  type DeleteAccountRequest,
  deactivateReasonsResponseSchema,
} from '@hashi/shared/auth.schema';
import { queryOptions } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api/client.ts';

export type DeactivateReason = DeactivateReasonsResponse['data'][number];

/** Names come in the request's language, so the list is cached per language. */
export const deactivateReasonsQueryOptions = (locale: string) =>
  queryOptions({
    queryKey: ['masters', 'deactivate-reasons', locale] as const,
    queryFn: ({ signal }) =>
      apiFetch('/api/v2/masters/deactivate-reasons', { schema: deactivateReasonsResponseSchema, signal }),
    select: (response) => response.data,
    staleTime: Number.POSITIVE_INFINITY,
  });

export function postDeleteAccount(body: DeleteAccountRequest): Promise<MessageResponse> {
  return apiFetch('/api/v1/user/delete-account', { method: 'POST', body, schema: messageResponseSchema });
}
