import { initialPasswordRequestSchema } from '@hashi/shared/auth.schema';
import { REGISTRATION_COMPLETE_STEP } from '@hashi/shared/constants';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate } from 'react-router';
import type { z } from 'zod';
import { putInitialPassword } from '../api/change-password.ts';
import { AuthPage } from '../components/auth-page.tsx';
import { PasswordField } from '../components/password-field.tsx';
import { useErrorText } from '../../../components/form/use-error-text.ts';
import { useSession } from '../../../lib/session/session.ts';
import { AUTH_NS } from '../i18n.ts';
import { zodFormResolver } from '../../../components/form/zod-form-resolver.ts';
import { SubmitForm } from '../../../components/ui/submit-form.tsx';
import { useFormError } from '../../../components/ui/use-form-error.ts';

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
  const { register, handleSubmit, setError, formState } = useForm<FormInput, unknown, FormOutput>({
    resolver: zodFormResolver(initialPasswordRequestSchema),
    defaultValues: { password: '', password_confirmation: '' },
  });
  const { formError, onError } = useFormError(setError, ['password', 'password_confirmation']);
  const save = useMutation({
    mutationFn: putInitialPassword,
    onSuccess: async () => {
      // needs_initial_password has changed on the server; the guards must see the new answer.
      await queryClient.invalidateQueries({ queryKey: ['auth'] });
      navigate(applicant?.current_step === REGISTRATION_COMPLETE_STEP ? '/' : '/profile-registration', {
        replace: true,
      });
    },
    onError,
  });

  if (applicant && !applicant.needs_initial_password && !save.isPending && !save.isSuccess) {
    return <Navigate to="/change-password" replace />;
  }
  const { errors } = formState;
  return (
    <AuthPage title={t('initial_password.title')} subtitle={t('initial_password.subtitle')}>
      <SubmitForm
        error={formError}
        onSubmit={handleSubmit((values) => save.mutate(values))}
        submitLabel={t('initial_password.submit')}
        pending={save.isPending || save.isSuccess}
      >
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
      </SubmitForm>
    </AuthPage>
  );
}
