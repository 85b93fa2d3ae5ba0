import type { ColumnType, Generated } from 'kysely';
import type { NotificationKind } from '@hashi/shared/notification.schema';

export type { NotificationKind };

/** Table types of notifications (migration 0017, ADR 0024); part of `DB` in schema.ts. */
type Timestamp = ColumnType<Date, Date | string, Date | string>;
type Jsonb<T> = ColumnType<T, string | undefined, string>;

export interface NotificationsTable {
  id: Generated<number>;
  user_id: number;
  type: number;
  kind: NotificationKind;
  params: Jsonb<Record<string, string | number | null>>;
  link: string | null;
  event_key: string | null;
  group_key: string | null;
  count: Generated<number>;
  read_at: Timestamp | null;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

export interface NotificationTables {
  notifications: NotificationsTable;
}
