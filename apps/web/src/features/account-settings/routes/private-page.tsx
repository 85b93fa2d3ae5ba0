import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { AccountPage } from '../components/account-page.tsx';
import { ACCOUNT_SETTINGS_NS } from '../i18n.ts';

const POINTS = ['profile', 'login', 'companies', 'again'] as const;

/**
 * /account-settings/private (spec §2): what deleting the account does, then the way to
 * /delete-account, where the reason is asked and the deletion confirmed.
 */
export default function PrivatePage() {
  const { t } = useTranslation(ACCOUNT_SETTINGS_NS);
  return (
    <AccountPage title={t('children.private.title')} intro={t('private.intro')}>
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
        <Typography component="h2" variant="subtitle1" sx={{ mb: 1 }}>
          {t('private.what_happens')}
        </Typography>
        <Typography component="ul" sx={{ pl: 3, mt: 0, mb: 3 }}>
          {POINTS.map((point) => (
            <li key={point}>{t(`private.points.${point}`)}</li>
          ))}
        </Typography>
        <Button component={RouterLink} to="/delete-account" variant="outlined" color="error" size="large">
          {t('private.continue')}
        </Button>
      </Paper>
    </AccountPage>
  );
}
