import type { IconName } from '../../components/ui/icon.tsx';

export type NavBadge = 'none' | 'dot' | 'count';

export type NavItem = {
  to: string;
  labelKey: string;
  icon: IconName;
  /** Which unread count decorates the item (spec §2): a dot for approaches, a number for messages. */
  badge: NavBadge;
  countOf?: 'approaches' | 'messages';
};

/** The four destinations of the top bar, the drawer and the bottom navigation, in spec §2 order. */
export const MAIN_NAV: readonly NavItem[] = [
  { to: '/jobs', labelKey: 'nav.jobs', icon: 'search', badge: 'none' },
  { to: '/approach', labelKey: 'nav.approach', icon: 'handshake', badge: 'dot', countOf: 'approaches' },
  { to: '/messages', labelKey: 'nav.messages', icon: 'chat', badge: 'count', countOf: 'messages' },
  { to: '/profile-settings', labelKey: 'nav.profile', icon: 'person', badge: 'none' },
];
