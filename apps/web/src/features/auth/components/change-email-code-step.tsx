import type { MessageResponse } from '@hashi/shared/api.schema';
import type { ChangeEmailConfirmRequest, ChangeEmailRequest } from '@hashi/shared/auth.schema';
import { EMAIL_CODE_LENGTH } from '@hashi/shared/constants';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type UseMutationResult, useMutation } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { isApiError } from '../../../lib/api/api-error.ts';
import { useCooldown } from '../use-cooldown.ts';
import { FormTextField } from '../../../components/form/form-text-field.tsx';
import { applyServerErrors } from '../../../components/form/server-errors.ts';
import { useErrorText } from '../../../components/form/use-error-text.ts';
import { AUTH_NS } from '../i18n.ts';
import { zodFormResolver } from '../../../components/form/zod-form-resolver.ts';

/** Long enough that a slow mail server gets a chance; the server's rate limit stays the real guard. */
export const RESEND_COOLDOWN_S = 60;

type CodeSchema = z.ZodType<{ code: string }, { code: string }>;
type Props = {
  sentTo: ChangeEmailRequest;
  confirm: UseMutationResult<MessageResponse, Error, ChangeEmailConfirmRequest>;
  codeSchema: CodeSchema;
  resend: () => Promise<MessageResponse>;
  onChangeAddress: () => void;
};

/** Second step of the e-mail change: the six-digit code, a resend with a countdown, a way back. */
export function CodeStep({ sentTo, confirm, codeSchema, resend, onChangeAddress }: Props) {
  const { t } = useTranslation(AUTH_NS);
  const errorText = useErrorText();
  const cooldown = useCooldown(RESEND_COOLDOWN_S);
  const [formError, setFormError] = useState<string | null>(null);
  const { register, handleSubmit, setError, formState } = useForm<{ code: string }>({
    resolver: zodFormResolver(codeSchema),
    defaultValues: { code: '' },
  });
  const resendCode = useMutation({ mutationFn: resend, onSuccess: () => cooldown.start() });
  const { start } = cooldown;
  // The first code was just sent: the countdown starts with this step.
  useEffect(() => start(), [start]);

  const onSubmit = handleSubmit(({ code }) => {
    setFormError(null);
    confirm.mutate(
      { ...sentTo, code },
      {
        onError: (error) => {
          if (!isApiError(error) || error.status !== 422) return;
          const rest = applyServerErrors(error, setError, ['code']);
          if (rest.length > 0 && Object.keys(error.fieldErrors).length === 0)
            setError('code', { message: rest.join('\n') });
          else setFormError(rest.join('\n') || null);
        },
      },
    );
  });

  return (
    <Box component="form" noValidate onSubmit={onSubmit}>
      <Typography sx={{ mb: 2.5 }}>{t('change_email.code_sent', { email: sentTo.new_email })}</Typography>
      {resendCode.isSuccess && cooldown.remaining > 0 && (
        <Alert severity="success" role="status" sx={{ mb: 2.5 }}>
          {t('change_email.code_resent')}
        </Alert>
      )}
      {formError && (
        <Alert severity="error" sx={{ mb: 2.5, whiteSpace: 'pre-line' }}>
          {formError}
        </Alert>
      )}
      <FormTextField
        label={t('change_email.code_label')}
        registration={register('code')}
        error={errorText(formState.errors.code?.message)}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={EMAIL_CODE_LENGTH}
        required
        disabled={confirm.isPending}
        sx={{ '& input': { letterSpacing: '0.3em', fontSize: 20 } }}
      />
      <Button type="submit" variant="contained" size="large" fullWidth loading={confirm.isPending}>
        {t('change_email.confirm')}
      </Button>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ mt: 2, justifyContent: 'space-between' }}>
        <Button onClick={() => resendCode.mutate()} disabled={cooldown.remaining > 0} loading={resendCode.isPending}>
          {cooldown.remaining > 0
            ? t('change_email.resend_in', { seconds: cooldown.remaining })
            : t('change_email.resend')}
        </Button>
        <Button onClick={onChangeAddress} color="inherit">
          {t('change_email.change_address')}
        </Button>
      </Stack>
    </Box>
  );
}
