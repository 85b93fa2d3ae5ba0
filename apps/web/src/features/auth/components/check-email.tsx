import type { Locale } from '@hashi/shared/constants';
import MarkEmailReadOutlined from '@mui/icons-material/MarkEmailReadOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { AuthPage } from './auth-page.tsx';
import { AUTH_NS } from '../i18n.ts';

/** "Check your e-mail" after a sign-up: what happens next, and what to do if nothing arrives. */
export function CheckEmail({ email, lng }: { email?: string; lng?: Locale }) {
  const { t } = useTranslation(AUTH_NS, { lng });
  return (
    <AuthPage title={t('check_email.title')} lang={lng}>
      <Box sx={{ display: 'flex', justifyContent: 'center', mb: 2 }}>
        <MarkEmailReadOutlined color="primary" sx={{ fontSize: 56 }} aria-hidden />
      </Box>
      <Typography gutterBottom>
        {email ? t('check_email.body_with_address', { email }) : t('check_email.body')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {t('check_email.help')}{' '}
        <Link underline="always" component={RouterLink} to="/sign-up">
          {t('check_email.sign_up_again')}
        </Link>
      </Typography>
      <Button component={RouterLink} to="/login" variant="contained" size="large" fullWidth>
        {t('check_email.to_login')}
      </Button>
    </AuthPage>
  );
}
