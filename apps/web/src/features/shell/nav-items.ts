import type { SvgIconComponent } from '@mui/icons-material';
import ChatBubbleOutline from '@mui/icons-material/ChatBubbleOutlineOutlined';
import PersonOutline from '@mui/icons-material/PersonOutlineOutlined';
import Search from '@mui/icons-material/Search';
import Handshake from '@mui/icons-material/HandshakeOutlined';

export type NavBadge = 'none' | 'dot' | 'count';

export type NavItem = {
  to: string;
  labelKey: string;
  icon: SvgIconComponent;
  /** Which unread count decorates the item (spec §2): a dot for approaches, a number for messages. */
  badge: NavBadge;
  countOf?: 'approaches' | 'messages';
};

/** The four destinations of the top bar, the drawer and the bottom navigation, in spec §2 order. */
export const MAIN_NAV: readonly NavItem[] = [
  { to: '/jobs', labelKey: 'nav.jobs', icon: Search, badge: 'none' },
  { to: '/approach', labelKey: 'nav.approach', icon: Handshake, badge: 'dot', countOf: 'approaches' },
  { to: '/messages', labelKey: 'nav.messages', icon: ChatBubbleOutline, badge: 'count', countOf: 'messages' },
  { to: '/profile-settings', labelKey: 'nav.profile', icon: PersonOutline, badge: 'none' },
];
