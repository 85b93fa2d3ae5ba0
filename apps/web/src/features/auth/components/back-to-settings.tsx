import ArrowBack from '@mui/icons-material/ArrowBack';
import Link from '@mui/material/Link';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useSession } from '../../../lib/session/session.ts';
import { AUTH_NS } from '../i18n.ts';

/** A clear way back from an account page (UX.md): account settings once registered, else the registration. */
export function BackToSettings() {
  const { t } = useTranslation(AUTH_NS);
  const { isRegistered } = useSession();
  return (
    <Link
      component={RouterLink}
      to={isRegistered ? '/account-settings' : '/profile-registration'}
      sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, mb: 2 }}
    >
      <ArrowBack fontSize="small" aria-hidden />
      {isRegistered ? t('settings.back_to_account') : t('settings.back_to_registration')}
    </Link>
  );
}
