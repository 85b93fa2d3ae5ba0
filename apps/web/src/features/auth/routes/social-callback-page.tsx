import type { SocialProvider } from '@hashi/shared/enums';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { Navigate, Link as RouterLink, useSearchParams } from 'react-router';
import { AuthPage } from '../components/auth-page.tsx';
import { PageLoading } from '../components/page-status.tsx';
import { SocialCallbackStatus } from '../components/social-callback-status.tsx';
import { PROVIDER_NAMES } from '../social-pending.ts';
import { type SocialCallbackState, useSocialCallback } from '../use-social-callback.ts';
import { AUTH_NS } from '../i18n.ts';

/** /social-linkedin and /social-github: where those providers send the browser back (spec §2, §7). */
export function SocialCallbackPage({ provider }: { provider: SocialProvider }) {
  const { t } = useTranslation(AUTH_NS);
  const [params] = useSearchParams();
  const state = useSocialCallback([provider]);
  // The provider reports a refusal (the person pressed "Cancel") as ?error=… without a code.
  const providerError = params.get('error');

  if (state.status === 'idle' && !providerError) return <Navigate to="/login" replace />;
  if (state.status === 'working') {
    return <PageLoading label={t('social.working', { provider: PROVIDER_NAMES[provider] })} />;
  }
  const shown: SocialCallbackState =
    state.status === 'idle'
      ? { status: 'failed', message: t('social.cancelled', { provider: PROVIDER_NAMES[provider] }) }
      : state;
  return (
    <AuthPage title={t('social.callback_title', { provider: PROVIDER_NAMES[provider] })}>
      <SocialCallbackStatus state={shown} />
      {state.status !== 'done' && (
        <Button component={RouterLink} to="/login" variant="contained" size="large" fullWidth>
          {t('social.back_to_login')}
        </Button>
      )}
    </AuthPage>
  );
}

export function LinkedInCallbackPage() {
  return <SocialCallbackPage provider="linkedin" />;
}

export function GitHubCallbackPage() {
  return <SocialCallbackPage provider="github" />;
}
