import ChevronRight from '@mui/icons-material/ChevronRight';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import EmojiEvents from '@mui/icons-material/EmojiEvents';
import Key from '@mui/icons-material/Key';
import MailOutlined from '@mui/icons-material/MailOutlined';
import VisibilityOff from '@mui/icons-material/VisibilityOff';
import Box from '@mui/material/Box';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import { type ReactNode, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { ACCOUNT_SETTINGS_CHILDREN, type AccountSettingsChild, accountSettingsPath } from '../children.ts';
import { ACCOUNT_SETTINGS_NS } from '../i18n.ts';
import { PageHeading } from '../../../components/ui/page-heading.tsx';

const ICONS: Record<AccountSettingsChild, ReactNode> = {
  credential: <Key />,
  email: <MailOutlined />,
  'excluded-company': <VisibilityOff />,
  inform: <EmojiEvents />,
  private: <DeleteOutlined />,
};

/** /account-settings (spec §2): the hub, one link a child page with a line on what it holds. */
export default function AccountSettingsPage() {
  const { t } = useTranslation(ACCOUNT_SETTINGS_NS);
  const title = t('hub.title');
  useEffect(() => {
    document.title = `${title} | Hashi`;
  }, [title]);

  return (
    <Box sx={{ maxWidth: 720, mx: 'auto', px: { xs: 2, md: 3 }, py: 2, pb: 4 }}>
      <PageHeading subtitle={t('hub.intro')}>{title}</PageHeading>
      <Paper component="nav" variant="outlined" aria-label={t('hub.sections_label')}>
        <List disablePadding>
          {ACCOUNT_SETTINGS_CHILDREN.map((child, i) => (
            <li key={child}>
              <ListItemButton component={RouterLink} to={accountSettingsPath(child)} divider={i < 4}>
                <ListItemIcon aria-hidden>{ICONS[child]}</ListItemIcon>
                <ListItemText
                  primary={t(`children.${child}.title`)}
                  secondary={t(`children.${child}.description`)}
                  slotProps={{ primary: { sx: { fontWeight: 600 } } }}
                />
                <ChevronRight aria-hidden sx={{ color: 'text.secondary' }} />
              </ListItemButton>
            </li>
          ))}
        </List>
      </Paper>
    </Box>
  );
}
