import { resetPasswordRequestSchema } from '@hashi/shared/auth.schema';
import { ErrorCode } from '@hashi/shared/error-codes';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router';
import type { z } from 'zod';
import { isApiError } from '../../../lib/api/api-error.ts';
import { postResetPassword } from '../api/password-reset.ts';
import { AuthPage } from '../components/auth-page.tsx';
import { PasswordField } from '../components/password-field.tsx';
import { applyServerErrors } from '../../../components/form/server-errors.ts';
import { useErrorText } from '../../../components/form/use-error-text.ts';
import type { LoginNotice } from './login-page.tsx';
import { AUTH_NS } from '../i18n.ts';
import { zodFormResolver } from '../../../components/form/zod-form-resolver.ts';

type FormInput = z.input<typeof resetPasswordRequestSchema>;
type FormOutput = z.output<typeof resetPasswordRequestSchema>;

export default function ResetPasswordPage() {
  const { t } = useTranslation(AUTH_NS);
  const errorText = useErrorText();
  const navigate = useNavigate();
  const token = useSearchParams()[0].get('token');
  const [linkError, setLinkError] = useState<string | null>(null);
  const { register, handleSubmit, setError, formState } = useForm<FormInput, unknown, FormOutput>({
    resolver: zodFormResolver(resetPasswordRequestSchema),
    defaultValues: { token: token ?? '', password: '', password_confirmation: '' },
  });
  const reset = useMutation({
    mutationFn: postResetPassword,
    onSuccess: () => {
      const notice: LoginNotice = 'password-reset';
      navigate('/login', { replace: true, state: { notice } });
    },
    onError: (error) => {
      if (!isApiError(error) || error.status !== 422) return;
      if (error.code === ErrorCode.ResetLinkInvalid) setLinkError(error.message);
      else setLinkError(applyServerErrors(error, setError, ['password', 'password_confirmation']).join('\n') || null);
    },
  });

  if (!token) {
    return (
      <AuthPage title={t('reset_password.title')}>
        <Alert severity="error" sx={{ mb: 3 }}>
          {t('shared:errors.reset_link_invalid')}
        </Alert>
        <Button component={RouterLink} to="/forgot-password" variant="contained" size="large" fullWidth>
          {t('reset_password.request_new')}
        </Button>
      </AuthPage>
    );
  }

  const { errors } = formState;
  return (
    <AuthPage title={t('reset_password.title')} subtitle={t('reset_password.subtitle')}>
      {linkError && (
        <Alert
          severity="error"
          sx={{ mb: 2.5, whiteSpace: 'pre-line' }}
          action={
            <Link
              underline="always"
              component={RouterLink}
              to="/forgot-password"
              color="inherit"
              sx={{ whiteSpace: 'nowrap' }}
            >
              {t('reset_password.request_new')}
            </Link>
          }
        >
          {linkError}
        </Alert>
      )}
      <Box component="form" noValidate onSubmit={handleSubmit((values) => reset.mutate(values))}>
        <PasswordField
          label={t('reset_password.password_label')}
          registration={register('password')}
          error={errorText(errors.password?.message)}
          helperText={t('password.rules')}
          autoComplete="new-password"
          required
          disabled={reset.isPending}
        />
        <PasswordField
          label={t('reset_password.confirmation_label')}
          registration={register('password_confirmation')}
          error={errorText(errors.password_confirmation?.message)}
          autoComplete="new-password"
          required
          disabled={reset.isPending}
        />
        <Button type="submit" variant="contained" size="large" fullWidth loading={reset.isPending}>
          {t('reset_password.submit')}
        </Button>
      </Box>
    </AuthPage>
  );
}
