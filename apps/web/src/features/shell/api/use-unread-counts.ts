export type UnreadCounts = {
  /** Unread approaches (scouts, pins, interest): a dot badge on /approach. */
  approaches: number;
  /** Unread message threads: a number badge on /messages ('9+' above 9). */
  messages: number;
  /** Unread notifications: the badge on the bell. */
  notifications: number;
};

const NONE: UnreadCounts = { approaches: 0, messages: 0, notifications: 0 };

/**
 * The seam for the badges. The approach, messages and notifications issues replace the body with
 * their unread-count queries (polled every POLLING_MS, spec §9); until those APIs exist there is
 * nothing to count, so every badge stays hidden.
 */
export function useUnreadCounts(): UnreadCounts {
  return NONE;
}
