import { changePasswordRequestSchema } from '@hashi/shared/auth.schema';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { isApiError } from '../../../lib/api/api-error.ts';
import { putChangePassword } from '../api/change-password.ts';
import { AuthPage } from '../components/auth-page.tsx';
import { BackToSettings } from '../components/back-to-settings.tsx';
import { PasswordField } from '../components/password-field.tsx';
import { applyServerErrors } from '../../../components/form/server-errors.ts';
import { useErrorText } from '../../../components/form/use-error-text.ts';
import { AUTH_NS } from '../i18n.ts';
import { zodFormResolver } from '../../../components/form/zod-form-resolver.ts';

type FormInput = z.input<typeof changePasswordRequestSchema>;
type FormOutput = z.output<typeof changePasswordRequestSchema>;
const FIELDS = ['current_password', 'password', 'password_confirmation'] as const;
const EMPTY = { current_password: '', password: '', password_confirmation: '' };

export default function ChangePasswordPage() {
  const { t } = useTranslation(AUTH_NS);
  const errorText = useErrorText();
  const [formError, setFormError] = useState<string | null>(null);
  const { register, handleSubmit, setError, reset, formState } = useForm<FormInput, unknown, FormOutput>({
    resolver: zodFormResolver(changePasswordRequestSchema),
    defaultValues: EMPTY,
  });
  const change = useMutation({
    mutationFn: putChangePassword,
    // Passwords are not kept on screen once they have done their job.
    onSuccess: () => reset(EMPTY),
    onError: (error) => {
      if (isApiError(error) && error.status === 422) {
        setFormError(applyServerErrors(error, setError, FIELDS).join('\n') || null);
      }
    },
  });
  const { errors } = formState;

  return (
    <AuthPage title={t('change_password.title')} back={<BackToSettings />}>
      {change.isSuccess && (
        <Alert severity="success" role="status" sx={{ mb: 2.5 }}>
          {t('change_password.success')}
        </Alert>
      )}
      {formError && (
        <Alert severity="error" sx={{ mb: 2.5, whiteSpace: 'pre-line' }}>
          {formError}
        </Alert>
      )}
      <Box
        component="form"
        noValidate
        onSubmit={handleSubmit((values) => {
          setFormError(null);
          change.reset();
          change.mutate(values);
        })}
      >
        <PasswordField
          label={t('change_password.current_label')}
          registration={register('current_password')}
          error={errorText(errors.current_password?.message)}
          autoComplete="current-password"
          required
          disabled={change.isPending}
        />
        <PasswordField
          label={t('change_password.new_label')}
          registration={register('password')}
          error={errorText(errors.password?.message)}
          helperText={t('password.rules')}
          autoComplete="new-password"
          required
          disabled={change.isPending}
        />
        <PasswordField
          label={t('change_password.confirmation_label')}
          registration={register('password_confirmation')}
          error={errorText(errors.password_confirmation?.message)}
          autoComplete="new-password"
          required
          disabled={change.isPending}
        />
        <Button type="submit" variant="contained" size="large" fullWidth loading={change.isPending}>
          {t('change_password.submit')}
        </Button>
      </Box>
    </AuthPage>
  );
}
