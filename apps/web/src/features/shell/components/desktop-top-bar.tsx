import { useTranslation } from 'react-i18next';
import { Link, NavLink, useLocation } from 'react-router';
import { Icon } from '../../../components/ui/icon.tsx';
import { useSession } from '../../../lib/session/session.ts';
import { useUnreadCounts } from '../api/use-unread-counts.ts';
import { guestActions } from '../guest-actions.ts';
import { MAIN_NAV } from '../nav-items.ts';
import { AccountMenu } from './account-menu.tsx';
import { HomeLogoLink } from './home-logo-link.tsx';
import { LanguageMenu } from './language-menu.tsx';
import { NotificationBell } from './notification-bell.tsx';
import { UnreadBadge } from './unread-badge.tsx';

/** Spec §2 desktop top bar (lg and wider). While the session loads it shows only the logo. */
export function DesktopTopBar() {
  const { t } = useTranslation();
  const { status } = useSession();
  const counts = useUnreadCounts();
  const { pathname } = useLocation();

  return (
    <header className="hashi-topbar">
      <div className="hashi-topbar__inner">
        <HomeLogoLink />
        <span className="hashi-spacer" />
        {status === 'authenticated' && (
          <>
            <nav className="hashi-topnav" aria-label={t('a11y.main_navigation')}>
              {MAIN_NAV.map((item) => (
                <NavLink key={item.to} to={item.to} className="hashi-topnav__link">
                  <UnreadBadge variant={item.badge} count={item.countOf ? counts[item.countOf] : 0}>
                    <Icon name={item.icon} size={22} />
                  </UnreadBadge>
                  <span>{t(item.labelKey)}</span>
                </NavLink>
              ))}
            </nav>
            <NotificationBell />
            <AccountMenu />
          </>
        )}
        {status === 'guest' && (
          <>
            {/* Guests search at /search; the logo leads to the home page, which starts with the search. */}
            <nav className="hashi-topnav" aria-label={t('a11y.main_navigation')}>
              <NavLink to="/search" className="hashi-topnav__link">
                <Icon name="search" size={22} />
                <span>{t('nav.jobs')}</span>
              </NavLink>
            </nav>
            <LanguageMenu />
            {guestActions(pathname).map((action) => {
              const className = `hashi-btn hashi-btn--${action.primary ? 'contained' : 'outlined'}`;
              // An in-page target (#request) is a plain anchor: the router does not scroll to hashes.
              return action.to.startsWith('#') ? (
                <a key={action.key} href={action.to} className={className}>
                  {t(action.labelKey)}
                </a>
              ) : (
                <Link key={action.key} to={action.to} className={className}>
                  {t(action.labelKey)}
                </Link>
              );
            })}
          </>
        )}
      </div>
    </header>
  );
}
