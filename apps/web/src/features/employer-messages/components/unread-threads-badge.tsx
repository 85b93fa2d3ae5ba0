import { UNREAD_BADGE_MAX } from '@hashi/shared/constants';
import { useTranslation } from 'react-i18next';
import { CountBadge } from '../../../components/ui/count-badge.tsx';
import { useLiveEmployerMessages } from '../api/live-messages.ts';
import { useEmployerUnread } from '../api/unread.ts';
import { EMPLOYER_MESSAGES_NS } from '../i18n.ts';

/** Spec §9: the number up to 9, '9+' above; nothing when nothing is unread. */
export function formatBadgeCount(count: number): string | null {
  if (count <= 0) return null;
  return count > UNREAD_BADGE_MAX ? `${UNREAD_BADGE_MAX}+` : String(count);
}

/**
 * The unread threads beside "Messages" in the console's navigation. The number is hidden from
 * screen readers, which hear the whole sentence ("3 conversations with unread messages") instead.
 */
export function UnreadThreadsBadge() {
  const { t } = useTranslation(EMPLOYER_MESSAGES_NS);
  const unread = useEmployerUnread();
  useLiveEmployerMessages();
  const count = unread.data?.unread_threads ?? 0;
  const shown = formatBadgeCount(count);
  if (shown === null) return null;
  return <CountBadge shown={shown} label={t('nav.unread_threads', { count })} />;
}
