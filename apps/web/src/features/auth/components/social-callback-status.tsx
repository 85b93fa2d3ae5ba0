import Alert from '@mui/material/Alert';
import { useTranslation } from 'react-i18next';
import type { SocialCallbackState } from '../use-social-callback.ts';
import { PROVIDER_NAMES } from '../social-pending.ts';
import { AUTH_NS } from '../i18n.ts';

/** What a page says while and after a social sign-in finishes on it. */
export function SocialCallbackStatus({ state }: { state: SocialCallbackState }) {
  const { t } = useTranslation(AUTH_NS);
  if (state.status === 'working') {
    return (
      <Alert severity="info" role="status" sx={{ mb: 3 }}>
        {t('social.working', { provider: state.provider ? PROVIDER_NAMES[state.provider] : t('social.this_service') })}
      </Alert>
    );
  }
  if (state.status === 'done') {
    return (
      <Alert severity="success" role="status" sx={{ mb: 3 }}>
        {t('login.success')}
      </Alert>
    );
  }
  if (state.status === 'failed') {
    return (
      <Alert severity="error" sx={{ mb: 3, whiteSpace: 'pre-line' }}>
        {state.message}
      </Alert>
    );
  }
  return null;
}
