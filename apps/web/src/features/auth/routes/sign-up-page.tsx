import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { AuthPage } from '../components/auth-page.tsx';
import { HaveAccountLink, SignupForm } from '../components/signup-form.tsx';
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
      <HaveAccountLink />
    </AuthPage>
  );
}
