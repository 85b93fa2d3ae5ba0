import { useTranslation } from 'react-i18next';
import { UnreadThreadsBadge } from './components/unread-threads-badge.tsx';
import { EMPLOYER_MESSAGES_NS } from './i18n.ts';

/**
 * The console frame's entry for the inbox, with its unread badge. The badge is an element, not a
 * count: it polls only once the frame renders it, behind the console's guard.
 */
export function useEmployerMessagesNav() {
  const { t } = useTranslation(EMPLOYER_MESSAGES_NS);
  return [{ to: '/employer/messages', label: t('nav.messages'), badge: <UnreadThreadsBadge /> }];
}
