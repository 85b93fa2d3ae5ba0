import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { Icon } from '../../../components/ui/icon.tsx';
import { useUnreadCounts } from '../api/use-unread-counts.ts';
import { MAIN_NAV } from '../nav-items.ts';
import { UnreadBadge } from './unread-badge.tsx';

/** Spec §2: registered users' bottom navigation on phones and tablets (narrower than lg). */
export function BottomNav() {
  const { t } = useTranslation();
  const counts = useUnreadCounts();
  return (
    <nav className="hashi-bottomnav" aria-label={t('a11y.mobile_navigation')}>
      {MAIN_NAV.map((item) => (
        // NavLink marks /messages active on /messages/{code} too, with aria-current="page".
        <NavLink key={item.to} to={item.to} className="hashi-bottomnav__link">
          <UnreadBadge variant={item.badge} count={item.countOf ? counts[item.countOf] : 0}>
            <Icon name={item.icon} />
          </UnreadBadge>
          <span>{t(item.labelKey)}</span>
        </NavLink>
      ))}
    </nav>
  );
}
