import { ErrorCode } from '@hashi/shared/error-codes';
import CheckCircleOutline from '@mui/icons-material/CheckCircleOutlineOutlined';
import ErrorOutline from '@mui/icons-material/ErrorOutlineOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { isApiError } from '../../../lib/api/api-error.ts';
import { postVerifyEmail } from '../api/verify-email.ts';
import { AuthPage } from '../components/auth-page.tsx';
import { PageLoading } from '../components/page-status.tsx';
import { AUTH_NS } from '../i18n.ts';

/**
 * The page the verification e-mail links to (spec §2, §4). The link is single-use, so the call is
 * a query keyed by the token: React's double effects and re-renders share one request.
 */
export default function EmailVerificationPage() {
  const { t } = useTranslation(AUTH_NS);
  const token = useSearchParams()[0].get('token');
  const verify = useQuery({
    queryKey: ['auth', 'verify-email', token] as const,
    queryFn: () => postVerifyEmail(token ?? ''),
    enabled: Boolean(token),
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: Number.POSITIVE_INFINITY,
    // The page itself explains an invalid link.
    meta: { handledErrors: [{ status: 422 }] },
  });

  if (token && verify.isPending) return <PageLoading label={t('verify.checking')} />;

  if (verify.isSuccess) {
    // A link clicked a second time: the account is verified, so the way on is the login, not a new sign-up.
    const again = verify.data.already_verified;
    return (
      <AuthPage title={t(again ? 'verify.already_title' : 'verify.success_title')}>
        <Box sx={{ display: 'flex', justifyContent: 'center', mb: 2 }}>
          <CheckCircleOutline color="success" sx={{ fontSize: 56 }} aria-hidden />
        </Box>
        <Typography sx={{ mb: 3 }}>{t(again ? 'verify.already_body' : 'verify.success_body')}</Typography>
        <Button component={RouterLink} to="/login" variant="contained" size="large" fullWidth>
          {t('verify.to_login')}
        </Button>
      </AuthPage>
    );
  }

  // No token, an invalid or expired link, or no answer: the way forward is to register again.
  const error = verify.error;
  const linkInvalid = !token || (isApiError(error) && error.code === ErrorCode.VerificationLinkInvalid);
  const message = linkInvalid ? t('shared:errors.verification_link_invalid') : t('verify.check_failed');
  return (
    <AuthPage title={t('verify.failure_title')}>
      <Box sx={{ display: 'flex', justifyContent: 'center', mb: 2 }}>
        <ErrorOutline color="error" sx={{ fontSize: 56 }} aria-hidden />
      </Box>
      <Typography role="alert" sx={{ mb: 3 }}>
        {message}
      </Typography>
      <Button component={RouterLink} to="/sign-up" variant="contained" size="large" fullWidth>
        {t('verify.register_again')}
      </Button>
      {!linkInvalid && (
        <Button onClick={() => void verify.refetch()} size="large" fullWidth sx={{ mt: 1.5 }}>
          {t('status.retry')}
        </Button>
      )}
    </AuthPage>
  );
}
