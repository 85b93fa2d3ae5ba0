import { initialPasswordRequestSchema } from '@hashi/shared/auth.schema';
import { REGISTRATION_COMPLETE_STEP } from '@hashi/shared/constants';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate } from 'react-router';
import type { z } from 'zod';
import { isApiError } from '../../../lib/api/api-error.ts';
import { putInitialPassword } from '../api/change-password.ts';
import { AuthPage } from '../components/auth-page.tsx';
import { PasswordField } from '../components/password-field.tsx';
import { applyServerErrors } from '../../../components/form/server-errors.ts';
import { useErrorText } from '../../../components/form/use-error-text.ts';
import { useSession } from '../../../lib/session/session.ts';
import { AUTH_NS } from '../i18n.ts';
import { zodFormResolver } from '../../../components/form/zod-form-resolver.ts';

type FormInput = z.input<typeof initialPasswordRequestSchema>;
type FormOutput = z.output<typeof initialPasswordRequestSchema>;

/**
 * First password of an account someone else created (ADR 0003). The AuthGuard already sends a
 * registered applicant (step 4) to /; an account that has its own password has nothing to do here
 * and is sent to the ordinary change-password page.
 */
export default function InitialPasswordChangePage() {
  const { t } = useTranslation(AUTH_NS);
  const errorText = useErrorText();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { applicant } = useSession();
  const [formError, setFormError] = useState<string | null>(null);
  const { register, handleSubmit, setError, formState } = useForm<FormInput, unknown, FormOutput>({
    resolver: zodFormResolver(initialPasswordRequestSchema),
    defaultValues: { password: '', password_confirmation: '' },
  });
  const save = useMutation({
    mutationFn: putInitialPassword,
    onSuccess: async () => {
      // needs_initial_password has changed on the server; the guards must see the new answer.
      await queryClient.invalidateQueries({ queryKey: ['auth'] });
      navigate(applicant?.current_step === REGISTRATION_COMPLETE_STEP ? '/' : '/profile-registration', {
        replace: true,
      });
    },
    onError: (error) => {
      if (isApiError(error) && error.status === 422) {
        setFormError(applyServerErrors(error, setError, ['password', 'password_confirmation']).join('\n') || null);
      }
    },
  });

  if (applicant && !applicant.needs_initial_password && !save.isPending && !save.isSuccess) {
    return <Navigate to="/change-password" replace />;
  }
  const { errors } = formState;
  return (
    <AuthPage title={t('initial_password.title')} subtitle={t('initial_password.subtitle')}>
      {formError && (
        <Alert severity="error" sx={{ mb: 2.5, whiteSpace: 'pre-line' }}>
          {formError}
        </Alert>
      )}
      <Box component="form" noValidate onSubmit={handleSubmit((values) => save.mutate(values))}>
        <PasswordField
          label={t('initial_password.password_label')}
          registration={register('password')}
          error={errorText(errors.password?.message)}
          helperText={t('password.rules')}
          autoComplete="new-password"
          required
          disabled={save.isPending}
        />
        <PasswordField
          label={t('initial_password.confirmation_label')}
          registration={register('password_confirmation')}
          error={errorText(errors.password_confirmation?.message)}
          autoComplete="new-password"
          required
          disabled={save.isPending}
        />
        <Button type="submit" variant="contained" size="large" fullWidth loading={save.isPending || save.isSuccess}>
          {t('initial_password.submit')}
        </Button>
      </Box>
    </AuthPage>
  );
}
