import { type NotificationItem, notificationResponseSchema } from '@hashi/shared/notification.schema';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { apiFetch } from '../../../lib/api/client.ts';
import { NOTIFICATIONS_API, NOTIFICATIONS_ROOT } from '../../shell/api/notification-summary.ts';

/** A path id the server can have: a positive whole number in the range of a record id. */
export function parseNotificationId(raw: string | undefined): number | null {
  if (!raw || !/^[1-9]\d{0,9}$/.test(raw)) return null;
  const id = Number(raw);
  return id <= 2_147_483_647 ? id : null;
}

/** GET …/notifications/{id}: the item, which the server marks read as it answers. */
export async function getNotification(id: number, signal?: AbortSignal): Promise<NotificationItem> {
  const answer = await apiFetch(`${NOTIFICATIONS_API}/${id}`, { schema: notificationResponseSchema, signal });
  return answer.data;
}

/** One item (not asked for an impossible id); once it has loaded, the bell and the list are asked again. */
export function useNotification(id: number | null) {
  const { i18n } = useTranslation();
  const client = useQueryClient();
  const query = useQuery({
    queryKey: [...NOTIFICATIONS_ROOT, 'item', id, i18n.language] as const,
    queryFn: ({ signal }) => getNotification(id ?? 0, signal),
    enabled: id !== null,
    // A missing item is not worth asking again; the page says so.
    retry: false,
    meta: { silent: true },
  });
  const loadedAt = query.dataUpdatedAt;
  useEffect(() => {
    if (loadedAt === 0) return;
    // The GET read it: the bell's count and the list's marks are out of date. The item itself is not.
    void client.invalidateQueries({
      queryKey: NOTIFICATIONS_ROOT,
      predicate: (q) => q.queryKey[1] !== 'item',
    });
  }, [loadedAt, client]);
  return query;
}
