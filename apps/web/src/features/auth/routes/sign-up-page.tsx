import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router';
import { AuthPage } from '../components/auth-page.tsx';
import { SignupForm } from '../components/signup-form.tsx';
import { SocialButtons } from '../components/social-buttons.tsx';
import { AUTH_NS } from '../i18n.ts';

export default function SignUpPage() {
  const { t } = useTranslation(AUTH_NS);
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const invitationToken = params.get('invitation_token');

  return (
    <AuthPage title={t('sign_up.title')} subtitle={t('sign_up.subtitle')}>
      <SignupForm
        source="sign-up"
        invitationToken={invitationToken}
        onSuccess={(email) => navigate('/successregistration', { state: { email } })}
      />
      <SocialButtons mode="sign-up" invitationToken={invitationToken} />
      <Typography sx={{ mt: 3, textAlign: 'center' }}>
        {t('sign_up.have_account')}{' '}
        <Link underline="always" component={RouterLink} to="/login">
          {t('sign_up.login_link')}
        </Link>
      </Typography>
    </AuthPage>
  );
}
