import { changePasswordRequestSchema } from '@hashi/shared/auth.schema';
import Alert from '@mui/material/Alert';
import { useMutation } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { putChangePassword } from '../api/change-password.ts';
import { AuthPage } from '../components/auth-page.tsx';
import { BackToSettings } from '../components/back-to-settings.tsx';
import { PasswordField } from '../components/password-field.tsx';
import { useErrorText } from '../../../components/form/use-error-text.ts';
import { AUTH_NS } from '../i18n.ts';
import { zodFormResolver } from '../../../components/form/zod-form-resolver.ts';
import { SubmitForm } from '../../../components/ui/submit-form.tsx';
import { useFormError } from '../../../components/ui/use-form-error.ts';

type FormInput = z.input<typeof changePasswordRequestSchema>;
type FormOutput = z.output<typeof changePasswordRequestSchema>;
const FIELDS = ['current_password', 'password', 'password_confirmation'] as const;
const EMPTY = { current_password: '', password: '', password_confirmation: '' };

export default function ChangePasswordPage() {
  const { t } = useTranslation(AUTH_NS);
  const errorText = useErrorText();
  const { register, handleSubmit, setError, reset, formState } = useForm<FormInput, unknown, FormOutput>({
    resolver: zodFormResolver(changePasswordRequestSchema),
    defaultValues: EMPTY,
  });
  const { formError, clearFormError, onError } = useFormError(setError, FIELDS);
  const change = useMutation({
    mutationFn: putChangePassword,
    // Passwords are not kept on screen once they have done their job.
    onSuccess: () => reset(EMPTY),
    onError,
  });
  const { errors } = formState;

  return (
    <AuthPage title={t('change_password.title')} back={<BackToSettings />}>
      {change.isSuccess && (
        <Alert severity="success" role="status" sx={{ mb: 2.5 }}>
          {t('change_password.success')}
        </Alert>
      )}
      <SubmitForm
        error={formError}
        onSubmit={handleSubmit((values) => {
          clearFormError();
          change.reset();
          change.mutate(values);
        })}
        submitLabel={t('change_password.submit')}
        pending={change.isPending}
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
      </SubmitForm>
    </AuthPage>
  );
}
