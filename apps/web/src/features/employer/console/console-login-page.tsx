import { type LoginCredentials, loginCredentialsSchema } from '@hashi/shared/auth.schema';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { FormTextField } from '../../../components/form/form-text-field.tsx';
import { applyServerErrors } from '../../../components/form/server-errors.ts';
import { useErrorText } from '../../../components/form/use-error-text.ts';
import { zodFormResolver } from '../../../components/form/zod-form-resolver.ts';
import { isApiError } from '../../../lib/api/api-error.ts';
import { checkboxRegistration } from '../../../components/form/checkbox-registration.ts';
import { useStoredSession } from '../../../lib/session/session.ts';
import { EMPLOYER_NS } from '../i18n.ts';
import { CONSOLES, type ConsoleKind, consoleRedirect } from './console-kind.ts';
import { completeConsoleLogin, postConsoleLogin } from './console-session.ts';
import { PageHeading } from '../../../components/ui/page-heading.tsx';

/** The sign-in of a console (`/employer/login`, `/admin/login`). */
export function ConsoleLoginPage({ kind }: { kind: ConsoleKind }) {
  const { t } = useTranslation(EMPLOYER_NS);
  const errorText = useErrorText();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const session = useStoredSession();
  const [formError, setFormError] = useState<string | null>(null);
  const target = consoleRedirect(kind, params.get('redirect'));
  const { register, handleSubmit, setError, formState } = useForm<LoginCredentials>({
    resolver: zodFormResolver(loginCredentialsSchema),
    defaultValues: { email: '', password: '', remember_me: false },
  });
  const login = useMutation({
    meta: { silent: true },
    mutationFn: async (values: LoginCredentials) =>
      completeConsoleLogin(kind, await postConsoleLogin(kind, values), queryClient),
    onSuccess: () => navigate(target, { replace: true }),
    onError: (error) => {
      if (isApiError(error) && error.status === 422) {
        setFormError(applyServerErrors(error, setError, ['email', 'password']).join('\n') || null);
      } else {
        setFormError(isApiError(error) && error.status > 0 ? error.message : t('states.action_failed'));
      }
    },
  });

  // Already signed in to this console: nothing to do here.
  if (session?.user.type === CONSOLES[kind].userType && !login.isPending) return <Navigate to={target} replace />;

  const onSubmit = handleSubmit((values) => {
    setFormError(null);
    login.mutate(values);
  });
  const { errors } = formState;
  return (
    <Paper variant="outlined" sx={{ maxWidth: 440, mx: 'auto', mt: 4, p: { xs: 2.5, sm: 4 } }}>
      <PageHeading subtitle={t(`console.${kind}_login_subtitle`)} spacing={3}>
        {t(`console.${kind}_login_title`)}
      </PageHeading>
      <Box component="form" noValidate onSubmit={onSubmit}>
        {formError && (
          <Alert severity="error" sx={{ mb: 2.5, whiteSpace: 'pre-line' }}>
            {formError}
          </Alert>
        )}
        <FormTextField
          label={t('console.email')}
          registration={register('email')}
          error={errorText(errors.email?.message)}
          autoComplete="username"
          inputMode="email"
          required
          disabled={login.isPending}
        />
        <FormTextField
          label={t('console.password')}
          type="password"
          registration={register('password')}
          error={errorText(errors.password?.message)}
          autoComplete="current-password"
          required
          disabled={login.isPending}
        />
        <FormControlLabel
          control={<Checkbox {...checkboxRegistration(register('remember_me'))} />}
          label={t('console.remember_me')}
        />
        <Button type="submit" variant="contained" size="large" fullWidth loading={login.isPending} sx={{ mt: 2 }}>
          {t('console.sign_in')}
        </Button>
      </Box>
    </Paper>
  );
}
