import { userAudience } from '@hashi/shared/live.schema';
import type { Database } from '../../platform/db/database.ts';
import { recordLiveEvent } from '../../platform/live/live-events.repository.ts';
import type { NotificationKind } from '../../platform/db/notification-schema.ts';

/** Spec §3: type 1 shows the bell icon (Hashi's own notices); events show the gift icon. */
export const NoticeType = { Bell: 1, Event: 2 } as const;

export interface NewNotification {
  userId: number;
  kind: NotificationKind;
  /** Ids the body is made from when read (approach_id, status, notice_id, saved_search_id, count). */
  params: Record<string, string | number | null>;
  /** The app path the item leads to. */
  link: string | null;
  /** The event gives one item however often it is reported (a match, an expiry). */
  eventKey?: string;
  /** While an item of this group is unread, a new event updates it (a burst of messages in a thread). */
  groupKey?: string;
}

/**
 * Records an event for a user's bell and /notifications (ADR 0024). Public: the features where
 * events happen call it inside their own transaction, so an item exists exactly when the event does.
 */
export async function notify(db: Database, item: NewNotification, now: Date): Promise<void> {
  const values = {
    user_id: item.userId,
    type: item.kind === 'notice' ? NoticeType.Bell : NoticeType.Event,
    kind: item.kind,
    params: JSON.stringify(item.params),
    link: item.link,
    event_key: item.eventKey ?? null,
    group_key: item.groupKey ?? null,
    created_at: now,
    updated_at: now,
  };
  let insert = db.insertInto('notifications').values(values);
  if (item.groupKey) {
    insert = insert.onConflict((oc) =>
      oc
        .columns(['user_id', 'group_key'])
        .where('read_at', 'is', null)
        .where('group_key', 'is not', null)
        .doUpdateSet((eb) => ({
          count: eb('notifications.count', '+', 1),
          params: eb.ref('excluded.params'),
          updated_at: now,
        })),
    );
  } else if (item.eventKey) {
    insert = insert.onConflict((oc) =>
      oc.columns(['user_id', 'event_key']).where('event_key', 'is not', null).doNothing(),
    );
  }
  const result = await insert.executeTakeFirst();
  // The bell changes at once on the user's open tabs (ADR 0028); a repeat of a one-off event is silent,
  // and a message's item needs no event of its own: the message's event recounts the bell too.
  if (item.kind !== 'message' && Number(result.numInsertedOrUpdatedRows ?? 0n) > 0) {
    await recordLiveEvent(db, [userAudience(item.userId)], 'notification', {});
  }
}
