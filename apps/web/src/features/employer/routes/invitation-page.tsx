import { type ResetPasswordRequest, resetPasswordRequestSchema } from '@hashi/shared/auth.schema';
import { ErrorCode } from '@hashi/shared/error-codes';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router';
import type { z } from 'zod';
import { FormTextField } from '../../../components/form/form-text-field.tsx';
import { applyServerErrors } from '../../../components/form/server-errors.ts';
import { useErrorText } from '../../../components/form/use-error-text.ts';
import { zodFormResolver } from '../../../components/form/zod-form-resolver.ts';
import { PageHeading } from '../../../components/ui/page-heading.tsx';
import { isApiError } from '../../../lib/api/api-error.ts';
import { acceptInvitation } from '../api/invitation.ts';
import { ConsoleFrame } from '../console/console-frame.tsx';
import { consoleLoginPath } from '../console/console-kind.ts';
import { completeConsoleLogin } from '../console/console-session.ts';
import { EMPLOYER_NS } from '../i18n.ts';

type FormInput = z.input<typeof resetPasswordRequestSchema>;

/**
 * /employer/invitation?token=…: the owner of an approved company request sets the first password of
 * the account an admin created (ADR 0033, ADR 0003's first login) and lands in the console, on the
 * company profile that the request only named.
 */
export default function InvitationPage() {
  const { t } = useTranslation(EMPLOYER_NS);
  const errorText = useErrorText();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const token = useSearchParams()[0].get('token');
  const [formError, setFormError] = useState<string | null>(null);
  const { register, handleSubmit, setError, formState } = useForm<FormInput, unknown, ResetPasswordRequest>({
    resolver: zodFormResolver(resetPasswordRequestSchema),
    defaultValues: { token: token ?? '', password: '', password_confirmation: '' },
  });
  const accept = useMutation({
    meta: { silent: true },
    mutationFn: async (values: ResetPasswordRequest) =>
      completeConsoleLogin('employer', await acceptInvitation(values), queryClient),
    onSuccess: () => navigate('/employer/company', { replace: true }),
    onError: (error) => {
      if (isApiError(error) && error.status === 422 && error.code !== ErrorCode.ResetLinkInvalid) {
        setFormError(applyServerErrors(error, setError, ['password', 'password_confirmation']).join('\n') || null);
      } else {
        setFormError(isApiError(error) && error.status > 0 ? error.message : t('states.action_failed'));
      }
    },
  });

  const { errors } = formState;
  return (
    <ConsoleFrame kind="employer" title={t('console.employer_title')}>
      <Paper variant="outlined" sx={{ maxWidth: 480, mx: 'auto', mt: 4, p: { xs: 2.5, sm: 4 } }}>
        <PageHeading subtitle={t('invitation.subtitle')} spacing={3}>
          {t('invitation.title')}
        </PageHeading>
        {!token ? (
          <Alert severity="error">{t('invitation.no_token')}</Alert>
        ) : (
          <Box
            component="form"
            noValidate
            onSubmit={handleSubmit((values) => {
              setFormError(null);
              accept.mutate(values);
            })}
          >
            {formError && (
              <Alert severity="error" sx={{ mb: 2.5, whiteSpace: 'pre-line' }}>
                {formError}
              </Alert>
            )}
            <FormTextField
              label={t('invitation.password')}
              type="password"
              registration={register('password')}
              error={errorText(errors.password?.message)}
              helperText={t('invitation.password_rules')}
              autoComplete="new-password"
              required
              disabled={accept.isPending}
            />
            <FormTextField
              label={t('invitation.password_confirmation')}
              type="password"
              registration={register('password_confirmation')}
              error={errorText(errors.password_confirmation?.message)}
              autoComplete="new-password"
              required
              disabled={accept.isPending}
            />
            <Button type="submit" variant="contained" size="large" fullWidth loading={accept.isPending}>
              {t('invitation.submit')}
            </Button>
          </Box>
        )}
        <Button component={RouterLink} to={consoleLoginPath('employer')} sx={{ mt: 2 }}>
          {t('invitation.to_login')}
        </Button>
      </Paper>
    </ConsoleFrame>
  );
}
