import type { LoginCredentials } from '@hashi/shared/auth.schema';
import { ErrorCode } from '@hashi/shared/error-codes';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation, useSearchParams } from 'react-router';
import { isApiError } from '../../../lib/api/api-error.ts';
import { postLogin } from '../api/login.ts';
import { AuthPage } from '../components/auth-page.tsx';
import { checkboxRegistration } from '../../../components/form/checkbox-registration.ts';
import { FormTextField } from '../../../components/form/form-text-field.tsx';
import { PasswordField } from '../components/password-field.tsx';
import { applyServerErrors } from '../../../components/form/server-errors.ts';
import { SocialButtons } from '../components/social-buttons.tsx';
import { useErrorText } from '../../../components/form/use-error-text.ts';
import { completeLogin } from '../login-flow.ts';
import { clearSession } from '../../../lib/session/session.ts';
import { useFinishLogin } from '../use-finish-login.ts';
import { useSocialCallback } from '../use-social-callback.ts';
import { SocialCallbackStatus } from '../components/social-callback-status.tsx';
import { AUTH_NS } from '../i18n.ts';
import { lazyZodFormResolver } from '../../../components/form/zod-form-resolver.ts';

/** Notices other pages leave for the login page in the router state. */
export type LoginNotice = 'account-deleted' | 'password-reset';

// zod arrives with the first submit, not with the page (ADR 0041).
const loginResolver = lazyZodFormResolver(
  async () => (await import('@hashi/shared/auth.schema')).loginCredentialsSchema,
);

export default function LoginPage() {
  const { t } = useTranslation(AUTH_NS);
  const errorText = useErrorText();
  const queryClient = useQueryClient();
  const finishLogin = useFinishLogin();
  const [params] = useSearchParams();
  const notice = (useLocation().state as { notice?: LoginNotice } | null)?.notice;
  const redirect = params.get('redirect');
  // The server has revoked every session of a deleted account; this browser's copy goes now that
  // the account pages (and their guard) are behind us.
  useEffect(() => {
    if (notice === 'account-deleted') clearSession();
  }, [notice]);
  const social = useSocialCallback(['google', 'facebook']);
  const [formError, setFormError] = useState<string | null>(null);

  const { register, handleSubmit, setError, formState } = useForm<LoginCredentials>({
    resolver: loginResolver,
    defaultValues: { email: '', password: '', remember_me: false },
  });

  const login = useMutation({
    // Spec §5: only a 422 is handled on the form; a wrong account type is explained here too.
    meta: { handledErrors: [{ status: 422 }, { status: 403, code: ErrorCode.WrongUserType }] },
    mutationFn: async (values: LoginCredentials) => completeLogin(await postLogin(values), queryClient),
    onSuccess: (loggedIn) => finishLogin(loggedIn, redirect),
    onError: (error) => {
      if (!isApiError(error)) return;
      if (error.status === 422) {
        setFormError(applyServerErrors(error, setError, ['email', 'password']).join('\n') || null);
      } else if (error.status === 403 && error.code === ErrorCode.WrongUserType) {
        clearSession();
        setFormError(error.message);
      }
    },
  });

  const onSubmit = handleSubmit((values) => {
    setFormError(null);
    login.mutate(values);
  });
  const loggedIn = login.isSuccess || social.status === 'done';
  const busy = login.isPending || social.status === 'working';
  const { errors } = formState;

  return (
    <AuthPage title={t('login.title')} subtitle={t('login.subtitle')}>
      {notice === 'account-deleted' && (
        <Alert severity="info" sx={{ mb: 3 }}>
          <strong>{t('delete_account.goodbye_title')}</strong>
          <br />
          {t('delete_account.goodbye_body')}
        </Alert>
      )}
      {notice === 'password-reset' && (
        <Alert severity="success" sx={{ mb: 3 }}>
          {t('reset_password.success_body')}
        </Alert>
      )}
      <SocialCallbackStatus state={social} />
      {login.isSuccess && (
        <Alert severity="success" role="status">
          {t('login.success')}
        </Alert>
      )}
      {!loggedIn && (
        <Box
          component="form"
          // Sent before the app is live (a painted page, ADR 0043), the browser must not put the
          // password in a URL: the submission is held and made by the app (early-input.ts).
          method="post"
          noValidate
          onSubmit={onSubmit}
          aria-describedby={formError ? 'login-form-error' : undefined}
        >
          {formError && (
            <Alert id="login-form-error" severity="error" sx={{ mb: 2.5, whiteSpace: 'pre-line' }}>
              {formError}
            </Alert>
          )}
          <FormTextField
            label={t('login.email_label')}
            registration={register('email')}
            error={errorText(errors.email?.message, { max: 254 })}
            autoComplete="username"
            required
            disabled={busy}
          />
          <PasswordField
            label={t('login.password_label')}
            registration={register('password')}
            error={errorText(errors.password?.message, { max: 128 })}
            autoComplete="current-password"
            required
            disabled={busy}
          />
          <Box
            sx={{
              display: 'flex',
              flexWrap: 'wrap',
              alignItems: 'center',
              justifyContent: 'space-between',
              gap: 1,
              mb: 2.5,
            }}
          >
            <FormControlLabel
              control={<Checkbox {...checkboxRegistration(register('remember_me'))} />}
              label={t('login.remember_me')}
            />
            <Link underline="always" component={RouterLink} to="/forgot-password">
              {t('login.forgot_password')}
            </Link>
          </Box>
          <Button type="submit" variant="contained" size="large" fullWidth loading={busy}>
            {t('login.submit')}
          </Button>
        </Box>
      )}
      {!loggedIn && <SocialButtons mode="login" redirect={redirect} />}
      <Typography sx={{ mt: 3, textAlign: 'center' }}>
        {t('login.no_account')}{' '}
        <Link underline="always" component={RouterLink} to="/sign-up">
          {t('login.sign_up_link')}
        </Link>
      </Typography>
    </AuthPage>
  );
}
