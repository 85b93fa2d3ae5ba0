import { z } from 'zod';
import { PAGE_NUMBER_MESSAGES, paginated, queryPageFields } from './api.schema.ts';

/**
 * Notifications (spec §3 Notifications and Notification item, §2 the bell and `/notifications`,
 * §7 `GET /api/v2/customer/notification/all`; issue 11; ADR 0024). Paths under
 * `/api/v2/customer`: `notification/all` (GET, the bell's summary), `notifications` (GET, paged),
 * `notifications/{id}` (GET, marks it read), `notifications/{id}/read` and `notifications/read-all`
 * (POST).
 */

/** The bell's dropdown shows the newest few. */
export const BELL_ITEMS = 5;
export const NOTIFICATIONS_PER_PAGE = 20;

export const NOTIFICATION_KINDS = [
  'notice',
  'scout',
  'pin',
  'like',
  'match',
  'message',
  'status',
  'scout_expiring',
  'job_alert',
  'reward',
  'campaign',
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

/** Spec §3 Notification item, with what the list and the item's page show besides. */
export const notificationItemSchema = z.object({
  id: z.number().int(),
  /** 1 shows the bell icon (Hashi's notices); any other the gift icon (events about the applicant). */
  type: z.number().int(),
  kind: z.enum(NOTIFICATION_KINDS),
  /** One line in the reader's language: the notice's title, or what happened. */
  body: z.string(),
  /** The whole text, on the item's page: the notice, or the same line. */
  detail: z.string(),
  /** The app path the item is about (a conversation, the applications tab, a saved search), or null. */
  link: z.string().nullable(),
  read: z.boolean(),
  updated_at: z.string(),
});
export type NotificationItem = z.infer<typeof notificationItemSchema>;

/** Spec §3 Notifications: the badges and the newest items, in one answer for the shell. */
export const notificationSummarySchema = z.object({
  messages: z.object({ unread: z.number().int() }),
  scouts: z.number().int(),
  pinned: z.number().int(),
  /** Unread items: the bell's badge. */
  unread: z.number().int(),
  admin_notifications: z.array(notificationItemSchema),
});
export type NotificationSummary = z.infer<typeof notificationSummarySchema>;

export const notificationListQuerySchema = z
  .object({
    ...queryPageFields({
      perPage: NOTIFICATIONS_PER_PAGE,
      maxPerPage: 50,
      maxPage: 10_000,
      messages: PAGE_NUMBER_MESSAGES,
    }),
    unread: z
      .enum(['true', 'false', '1', '0'])
      .transform((v) => v === 'true' || v === '1')
      .optional(),
  })
  .strict();
export type NotificationListQuery = z.infer<typeof notificationListQuerySchema>;

export const notificationListResponseSchema = paginated(notificationItemSchema);
export type NotificationListResponse = z.infer<typeof notificationListResponseSchema>;

export const notificationResponseSchema = z.object({ data: notificationItemSchema });

/** After a read mark: the unread items left. */
export const notificationReadResponseSchema = z.object({ data: z.object({ unread: z.number().int() }) });
