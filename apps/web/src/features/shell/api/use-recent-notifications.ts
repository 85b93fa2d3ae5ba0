export type NotificationPreview = {
  id: number;
  title: string;
  created_at: string;
  read: boolean;
};

/**
 * The seam for the bell's dropdown. The notifications issue replaces the body with its list query
 * (newest few); until then there are none and the dropdown shows its empty state.
 */
export function useRecentNotifications(): { items: NotificationPreview[]; isLoading: boolean } {
  return { items: [], isLoading: false };
}
