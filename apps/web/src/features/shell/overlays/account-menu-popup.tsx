import HelpOutline from '@mui/icons-material/HelpOutlineOutlined';
import Logout from '@mui/icons-material/Logout';
import ManageAccounts from '@mui/icons-material/ManageAccountsOutlined';
import PersonOutline from '@mui/icons-material/PersonOutlineOutlined';
import Redeem from '@mui/icons-material/RedeemOutlined';
import Divider from '@mui/material/Divider';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { Themed } from '../../../components/ui/themed.tsx';
import { useLogout, useSession } from '../../../lib/session/session.ts';
import { FaqLink, PublicFaqLink } from '../components/faq-link.tsx';
import { LanguageMenuItems } from './language-menu-items.tsx';

type Props = { id: string; anchorEl: HTMLElement | null; onClose: () => void };

/**
 * Spec §2 account menu: profile, account settings (the page for registered applicants; the public
 * FAQ in a new tab before that, §6), referral (registered), FAQ/inquiry, language, logout.
 */
export default function AccountMenuPopup({ id, anchorEl, onClose }: Props) {
  const { t } = useTranslation();
  const { isRegistered, user } = useSession();
  const logout = useLogout();

  return (
    <Themed>
      <Menu
        id={id}
        anchorEl={anchorEl}
        open={anchorEl !== null}
        onClose={onClose}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{ paper: { sx: { minWidth: 260 } } }}
      >
        {user?.email && <ListSubheader sx={{ lineHeight: 2.5, overflowWrap: 'anywhere' }}>{user.email}</ListSubheader>}
        <MenuItem component={RouterLink} to="/profile-settings" onClick={onClose}>
          <ListItemIcon>
            <PersonOutline fontSize="small" />
          </ListItemIcon>
          <ListItemText>{t('nav.profile')}</ListItemText>
        </MenuItem>
        {/* Spec §6: the settings page is for registered applicants; before that, account
            settings opens the public FAQ in a new tab (ADR 0029 revision). */}
        <MenuItem
          {...(isRegistered ? { component: RouterLink, to: '/account-settings' } : { component: PublicFaqLink })}
          onClick={onClose}
        >
          <ListItemIcon>
            <ManageAccounts fontSize="small" />
          </ListItemIcon>
          <ListItemText>{t('nav.account_settings')}</ListItemText>
        </MenuItem>
        {isRegistered && (
          <MenuItem component={RouterLink} to="/referral" onClick={onClose}>
            <ListItemIcon>
              <Redeem fontSize="small" />
            </ListItemIcon>
            <ListItemText>{t('nav.referral')}</ListItemText>
          </MenuItem>
        )}
        <MenuItem component={FaqLink} onClick={onClose}>
          <ListItemIcon>
            <HelpOutline fontSize="small" />
          </ListItemIcon>
          <ListItemText>{t('nav.faq_inquiry')}</ListItemText>
        </MenuItem>
        <Divider />
        <ListSubheader sx={{ lineHeight: 2.5 }}>{t('language.label')}</ListSubheader>
        <LanguageMenuItems onDone={onClose} />
        <Divider />
        <MenuItem
          onClick={() => {
            onClose();
            void logout();
          }}
        >
          <ListItemIcon>
            <Logout fontSize="small" />
          </ListItemIcon>
          <ListItemText>{t('nav.logout')}</ListItemText>
        </MenuItem>
      </Menu>
    </Themed>
  );
}
