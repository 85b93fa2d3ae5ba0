import {
  type ChangeEmailRequest,
  changeEmailConfirmRequestSchema,
  changeEmailRequestSchema,
} from '@hashi/shared/auth.schema';
import { V } from '@hashi/shared/validation';
import Alert from '@mui/material/Alert';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { postChangeEmail, postChangeEmailConfirm } from '../api/change-email.ts';
import { AuthPage } from '../components/auth-page.tsx';
import { BackToSettings } from '../components/back-to-settings.tsx';
import { CodeStep } from '../components/change-email-code-step.tsx';
import { FormTextField } from '../../../components/form/form-text-field.tsx';
import { PasswordField } from '../components/password-field.tsx';
import { useErrorText } from '../../../components/form/use-error-text.ts';
import { useSession } from '../../../lib/session/session.ts';
import { AUTH_NS } from '../i18n.ts';
import { zodFormResolver } from '../../../components/form/zod-form-resolver.ts';
import { SubmitForm } from '../../../components/ui/submit-form.tsx';
import { useFormError } from '../../../components/ui/use-form-error.ts';

type RequestInput = z.input<typeof changeEmailRequestSchema>;

/** Spec §2/§5 change e-mail: new address and current password → six-digit code → confirmed. */
export default function ChangeEmailPage() {
  const { t } = useTranslation(AUTH_NS);
  const errorText = useErrorText();
  const queryClient = useQueryClient();
  const { user } = useSession();
  const [sentTo, setSentTo] = useState<ChangeEmailRequest | null>(null);

  // Spec §5: the new address must differ from the current one; checked before any e-mail is sent.
  const schema = useMemo(
    () =>
      changeEmailRequestSchema.refine((v) => v.new_email !== user?.email?.toLowerCase(), {
        error: V.emailSame,
        path: ['new_email'],
      }),
    [user?.email],
  );
  const { register, handleSubmit, setError, formState } = useForm<RequestInput, unknown, ChangeEmailRequest>({
    resolver: zodFormResolver(schema),
    defaultValues: { new_email: '', current_password: '' },
  });
  const { formError, clearFormError, onError } = useFormError(setError, ['new_email', 'current_password']);

  const request = useMutation({
    mutationFn: postChangeEmail,
    onSuccess: (_response, body) => setSentTo(body),
    onError,
  });
  const confirm = useMutation({
    mutationFn: postChangeEmailConfirm,
    // The account's address changed: menus and guards must read the new one.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['auth'] }),
  });

  if (confirm.isSuccess && sentTo) {
    return (
      <AuthPage title={t('change_email.title')} back={<BackToSettings />}>
        <Alert severity="success" role="status">
          {t('change_email.success', { email: sentTo.new_email })}
        </Alert>
      </AuthPage>
    );
  }

  if (sentTo) {
    return (
      <AuthPage title={t('change_email.title')} back={<BackToSettings />}>
        <CodeStep
          sentTo={sentTo}
          confirm={confirm}
          codeSchema={changeEmailConfirmRequestSchema.pick({ code: true })}
          resend={() => postChangeEmail(sentTo)}
          onChangeAddress={() => {
            confirm.reset();
            setSentTo(null);
          }}
        />
      </AuthPage>
    );
  }

  const { errors } = formState;
  return (
    <AuthPage title={t('change_email.title')} subtitle={t('change_email.subtitle')} back={<BackToSettings />}>
      <SubmitForm
        error={formError}
        onSubmit={handleSubmit((values) => {
          clearFormError();
          request.mutate(values);
        })}
        submitLabel={t('change_email.send_code')}
        pending={request.isPending}
      >
        {user && (
          <Alert severity="info" sx={{ mb: 2.5 }}>
            {t('change_email.current', { email: user.email })}
          </Alert>
        )}
        <FormTextField
          label={t('change_email.new_email_label')}
          registration={register('new_email')}
          error={errorText(errors.new_email?.message, { max: 254 })}
          type="email"
          inputMode="email"
          autoComplete="email"
          required
          disabled={request.isPending}
        />
        <PasswordField
          label={t('change_email.password_label')}
          registration={register('current_password')}
          error={errorText(errors.current_password?.message)}
          autoComplete="current-password"
          required
          disabled={request.isPending}
        />
      </SubmitForm>
    </AuthPage>
  );
}
