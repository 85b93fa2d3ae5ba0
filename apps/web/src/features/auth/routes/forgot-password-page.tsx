import { forgotPasswordRequestSchema } from '@hashi/shared/auth.schema';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useMutation } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import type { z } from 'zod';
import { isApiError } from '../../../lib/api/api-error.ts';
import { postForgotPassword } from '../api/password-reset.ts';
import { AuthPage } from '../components/auth-page.tsx';
import { FormTextField } from '../../../components/form/form-text-field.tsx';
import { applyServerErrors } from '../../../components/form/server-errors.ts';
import { useErrorText } from '../../../components/form/use-error-text.ts';
import { AUTH_NS } from '../i18n.ts';
import { zodFormResolver } from '../../../components/form/zod-form-resolver.ts';

type FormInput = z.input<typeof forgotPasswordRequestSchema>;
type FormOutput = z.output<typeof forgotPasswordRequestSchema>;

export default function ForgotPasswordPage() {
  const { t } = useTranslation(AUTH_NS);
  const errorText = useErrorText();
  const { register, handleSubmit, setError, formState } = useForm<FormInput, unknown, FormOutput>({
    resolver: zodFormResolver(forgotPasswordRequestSchema),
    defaultValues: { email: '' },
  });
  const send = useMutation({
    mutationFn: (values: FormOutput) => postForgotPassword(values.email),
    onError: (error) => {
      if (isApiError(error) && error.status === 422) applyServerErrors(error, setError, ['email']);
    },
  });

  if (send.isSuccess) {
    return (
      <AuthPage title={t('forgot_password.sent_title')}>
        <Alert severity="success" role="status" sx={{ mb: 2 }}>
          {send.data.message}
        </Alert>
        <Typography sx={{ mb: 3 }}>{t('forgot_password.sent_body', { email: send.variables.email })}</Typography>
        <Button component={RouterLink} to="/login" variant="contained" size="large" fullWidth>
          {t('forgot_password.back_to_login')}
        </Button>
      </AuthPage>
    );
  }

  return (
    <AuthPage title={t('forgot_password.title')} subtitle={t('forgot_password.subtitle')}>
      <Box component="form" noValidate onSubmit={handleSubmit((values) => send.mutate(values))}>
        <FormTextField
          label={t('forgot_password.email_label')}
          registration={register('email')}
          error={errorText(formState.errors.email?.message, { max: 254 })}
          type="email"
          inputMode="email"
          autoComplete="email"
          required
          disabled={send.isPending}
        />
        <Button type="submit" variant="contained" size="large" fullWidth loading={send.isPending}>
          {t('forgot_password.submit')}
        </Button>
      </Box>
      <Typography sx={{ mt: 3, textAlign: 'center' }}>
        <Link underline="always" component={RouterLink} to="/login">
          {t('forgot_password.back_to_login')}
        </Link>
      </Typography>
    </AuthPage>
  );
}
