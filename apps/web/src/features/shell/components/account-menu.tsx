import AccountCircle from '@mui/icons-material/AccountCircle';
import HelpOutline from '@mui/icons-material/HelpOutlineOutlined';
import Logout from '@mui/icons-material/Logout';
import ManageAccounts from '@mui/icons-material/ManageAccountsOutlined';
import PersonOutline from '@mui/icons-material/PersonOutlineOutlined';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useLogout, useSession } from '../../auth/session.ts';
import { LanguageMenuItems } from './language-menu.tsx';

/** The desktop account menu of spec §2: profile, account settings (registered only), FAQ, language, logout. */
export function AccountMenu() {
  const { t } = useTranslation();
  const { isRegistered, user } = useSession();
  const logout = useLogout();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  const close = () => setAnchor(null);

  return (
    <>
      <IconButton
        color="inherit"
        aria-label={t('a11y.account_menu')}
        aria-haspopup="menu"
        aria-expanded={anchor !== null}
        aria-controls={anchor ? menuId : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        <AccountCircle />
      </IconButton>
      <Menu
        id={menuId}
        anchorEl={anchor}
        open={anchor !== null}
        onClose={close}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{ paper: { sx: { minWidth: 260 } } }}
      >
        {user?.email && <ListSubheader sx={{ lineHeight: 2.5, overflowWrap: 'anywhere' }}>{user.email}</ListSubheader>}
        <MenuItem component={RouterLink} to="/profile-settings" onClick={close}>
          <ListItemIcon>
            <PersonOutline fontSize="small" />
          </ListItemIcon>
          <ListItemText>{t('nav.profile')}</ListItemText>
        </MenuItem>
        {isRegistered && (
          <MenuItem component={RouterLink} to="/account-settings" onClick={close}>
            <ListItemIcon>
              <ManageAccounts fontSize="small" />
            </ListItemIcon>
            <ListItemText>{t('nav.account_settings')}</ListItemText>
          </MenuItem>
        )}
        <MenuItem component={RouterLink} to="/faq-inquiry" onClick={close}>
          <ListItemIcon>
            <HelpOutline fontSize="small" />
          </ListItemIcon>
          <ListItemText>{t('nav.faq_inquiry')}</ListItemText>
        </MenuItem>
        <Divider />
        <ListSubheader sx={{ lineHeight: 2.5 }}>{t('language.label')}</ListSubheader>
        <LanguageMenuItems onDone={close} />
        <Divider />
        <MenuItem
          onClick={() => {
            close();
            void logout();
          }}
        >
          <ListItemIcon>
            <Logout fontSize="small" />
          </ListItemIcon>
          <ListItemText>{t('nav.logout')}</ListItemText>
        </MenuItem>
      </Menu>
    </>
  );
}
