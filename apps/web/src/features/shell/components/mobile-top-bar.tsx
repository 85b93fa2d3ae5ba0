import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../../components/ui/icon.tsx';
import { useSession } from '../../../lib/session/session.ts';
import { NavDrawer } from '../islands.ts';
import { HomeLogoLink } from './home-logo-link.tsx';
import { NotificationBell } from './notification-bell.tsx';

/**
 * Spec §2 mobile top bar (narrower than lg): logo, bell and the drawer button, which shows a cog for
 * registered users (their main destinations are in the bottom navigation) and a menu icon otherwise.
 */
export function MobileTopBar() {
  const { t } = useTranslation();
  const { status, isRegistered } = useSession();
  const [open, setOpen] = useState(false);
  const [mounted, setMounted] = useState(false);
  const drawerId = useId();

  return (
    <header className="hashi-topbar hashi-topbar--mobile">
      <div className="hashi-topbar__inner">
        <HomeLogoLink compact />
        <span className="hashi-spacer" />
        {status === 'authenticated' && <NotificationBell />}
        {status !== 'loading' && (
          <button
            type="button"
            className="hashi-icon-btn"
            aria-label={isRegistered ? t('a11y.open_settings') : t('a11y.open_menu')}
            aria-haspopup="dialog"
            aria-expanded={open}
            aria-controls={open ? drawerId : undefined}
            onPointerEnter={NavDrawer.prefetch}
            onClick={() => {
              setMounted(true);
              setOpen(true);
            }}
          >
            <Icon name={isRegistered ? 'settings' : 'menu'} />
          </button>
        )}
      </div>
      {mounted && <NavDrawer id={drawerId} open={open} onClose={() => setOpen(false)} />}
    </header>
  );
}
