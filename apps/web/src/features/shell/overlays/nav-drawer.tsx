import type { Locale } from '@hashi/shared/constants';
import { LOCALES } from '@hashi/shared/constants';
import Check from '@mui/icons-material/Check';
import Close from '@mui/icons-material/Close';
import HelpOutline from '@mui/icons-material/HelpOutlineOutlined';
import HomeOutlined from '@mui/icons-material/HomeOutlined';
import Login from '@mui/icons-material/Login';
import Logout from '@mui/icons-material/Logout';
import ManageAccounts from '@mui/icons-material/ManageAccountsOutlined';
import Redeem from '@mui/icons-material/RedeemOutlined';
import NotificationsNone from '@mui/icons-material/NotificationsNone';
import PersonAdd from '@mui/icons-material/PersonAddOutlined';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation } from 'react-router';
import { useLogout, useSession } from '../../../lib/session/session.ts';
import { useUnreadCounts } from '../api/use-unread-counts.ts';
import { useChangeLanguage } from '../language/use-change-language.ts';
import { guestActions } from '../guest-actions.ts';
import { MAIN_NAV } from '../nav-items.ts';
import { isExternalUrl } from '../external-links.ts';
import { legalLinks } from '../footer-links.ts';
import { VisuallyHidden } from '../../../components/ui/visually-hidden.tsx';
import { Icon } from '../../../components/ui/icon.tsx';
import { Themed } from '../../../components/ui/themed.tsx';
import { FaqLink, PublicFaqLink } from '../components/faq-link.tsx';
import { SocialLinks } from '../components/social-links.tsx';
import { UnreadBadge } from '../components/unread-badge.tsx';

type NavDrawerProps = { id: string; open: boolean; onClose: () => void };

function DrawerLink({
  to,
  icon,
  label,
  onClose,
}: {
  to: string;
  icon: ReactNode;
  label: ReactNode;
  onClose: () => void;
}) {
  return (
    <ListItemButton component={RouterLink} to={to} onClick={onClose}>
      <ListItemIcon>{icon}</ListItemIcon>
      <ListItemText>{label}</ListItemText>
    </ListItemButton>
  );
}

/** Spec §2: the mobile drawer holds the desktop bar's items plus the social links. */
export default function NavDrawer({ id, open, onClose }: NavDrawerProps) {
  const { t, i18n } = useTranslation();
  const { status, isRegistered } = useSession();
  const counts = useUnreadCounts();
  const logout = useLogout();
  const changeLanguage = useChangeLanguage();
  const { pathname } = useLocation();
  const signedIn = status === 'authenticated';

  const chooseLanguage = (locale: Locale) => {
    onClose();
    void changeLanguage(locale);
  };

  return (
    <Themed>
      <Drawer id={id} anchor="right" open={open} onClose={onClose} slotProps={{ paper: { sx: { width: 300 } } }}>
        <Box sx={{ display: 'flex', justifyContent: 'flex-end', p: 1 }}>
          <IconButton onClick={onClose} aria-label={t('a11y.close_menu')}>
            <Close />
          </IconButton>
        </Box>
        <Box component="nav" aria-label={t('a11y.main_navigation')}>
          <List>
            {/* A guest's two destinations: the home page (jobs first) and the public search. */}
            {!signedIn && <DrawerLink to="/" onClose={onClose} icon={<HomeOutlined />} label={t('nav.home')} />}
            {!signedIn && (
              <DrawerLink to="/search" onClose={onClose} icon={<Icon name="search" />} label={t('nav.jobs')} />
            )}
            {signedIn &&
              MAIN_NAV.map((item) => (
                <DrawerLink
                  key={item.to}
                  to={item.to}
                  onClose={onClose}
                  icon={<Icon name={item.icon} />}
                  label={
                    <UnreadBadge variant={item.badge} count={item.countOf ? counts[item.countOf] : 0}>
                      <span>{t(item.labelKey)}</span>
                    </UnreadBadge>
                  }
                />
              ))}
            {signedIn && (
              <DrawerLink
                to="/notifications"
                onClose={onClose}
                icon={<NotificationsNone />}
                label={t('nav.notifications')}
              />
            )}
            {isRegistered && (
              <DrawerLink
                to="/account-settings"
                onClose={onClose}
                icon={<ManageAccounts />}
                label={t('nav.account_settings')}
              />
            )}
            {/* Spec §6: before registration is finished, account settings opens the public FAQ in a new tab. */}
            {signedIn && !isRegistered && (
              <ListItemButton component={PublicFaqLink} role="link" onClick={onClose}>
                <ListItemIcon>
                  <ManageAccounts />
                </ListItemIcon>
                <ListItemText>{t('nav.account_settings')}</ListItemText>
              </ListItemButton>
            )}
            {isRegistered && (
              <DrawerLink to="/referral" onClose={onClose} icon={<Redeem />} label={t('nav.referral')} />
            )}
            {/* FaqLink renders an anchor with its own href, which ButtonBase cannot see: say it is a link. */}
            <ListItemButton component={FaqLink} role="link" onClick={onClose}>
              <ListItemIcon>
                <HelpOutline />
              </ListItemIcon>
              <ListItemText>{t('nav.faq_inquiry')}</ListItemText>
            </ListItemButton>
            {!signedIn &&
              guestActions(pathname).map((action) =>
                action.to.startsWith('#') ? (
                  // An in-page target (#request): a plain anchor, the router does not scroll to hashes.
                  <ListItemButton key={action.key} component="a" href={action.to} onClick={onClose}>
                    <ListItemIcon>
                      <PersonAdd />
                    </ListItemIcon>
                    <ListItemText>{t(action.labelKey)}</ListItemText>
                  </ListItemButton>
                ) : (
                  <DrawerLink
                    key={action.key}
                    to={action.to}
                    onClose={onClose}
                    icon={action.primary ? <PersonAdd /> : <Login />}
                    label={t(action.labelKey)}
                  />
                ),
              )}
          </List>
        </Box>
        <Divider />
        {/* Below lg the footer is not rendered: its company and legal links live here (spec §2). */}
        <Box component="nav" aria-label={t('a11y.footer_navigation')}>
          <List dense subheader={<ListSubheader>{t('footer.legal_heading')}</ListSubheader>}>
            {legalLinks().map((link) =>
              isExternalUrl(link.href) ? (
                <ListItemButton key={link.key} component="a" href={link.href} target="_blank" rel="noopener">
                  <ListItemText>
                    {t(link.labelKey)}
                    <VisuallyHidden> {t('a11y.opens_new_tab')}</VisuallyHidden>
                  </ListItemText>
                </ListItemButton>
              ) : (
                <ListItemButton key={link.key} component={RouterLink} to={link.href} onClick={onClose}>
                  <ListItemText>{t(link.labelKey)}</ListItemText>
                </ListItemButton>
              ),
            )}
          </List>
        </Box>
        <Divider />
        <List subheader={<ListSubheader>{t('language.label')}</ListSubheader>}>
          {LOCALES.map((locale) => (
            <ListItemButton
              key={locale}
              lang={locale}
              selected={locale === i18n.resolvedLanguage}
              aria-current={locale === i18n.resolvedLanguage ? 'true' : undefined}
              onClick={() => chooseLanguage(locale)}
            >
              <ListItemIcon>{locale === i18n.resolvedLanguage && <Check />}</ListItemIcon>
              <ListItemText>{t(`language.${locale}`)}</ListItemText>
            </ListItemButton>
          ))}
        </List>
        {signedIn && (
          <>
            <Divider />
            <List>
              <ListItemButton
                onClick={() => {
                  onClose();
                  void logout();
                }}
              >
                <ListItemIcon>
                  <Logout />
                </ListItemIcon>
                <ListItemText>{t('nav.logout')}</ListItemText>
              </ListItemButton>
            </List>
          </>
        )}
        <Box sx={{ mt: 'auto', p: 2 }}>
          <SocialLinks />
        </Box>
      </Drawer>
    </Themed>
  );
}
