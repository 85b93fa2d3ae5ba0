import { signupRequestSchema } from '@hashi/shared/auth.schema';
import { type Locale, SIGNUP_ERROR_CLEAR_MS } from '@hashi/shared/constants';
import { V } from '@hashi/shared/validation';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Trans, useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { z } from 'zod';
import { isApiError } from '../../../lib/api/api-error.ts';
import { requestLocale } from '../../../lib/api/http.ts';
import { collectAttribution } from '../../attribution/attribution-payload.ts';
import { postSignup } from '../api/signup.ts';
import { checkboxRegistration } from '../../../components/form/checkbox-registration.ts';
import { FormTextField } from '../../../components/form/form-text-field.tsx';
import { PasswordField } from './password-field.tsx';
import { useErrorText } from '../../../components/form/use-error-text.ts';
import { AUTH_NS } from '../i18n.ts';
import { zodFormResolver } from '../../../components/form/zod-form-resolver.ts';

const formSchema = signupRequestSchema
  .pick({ email: true, password: true })
  // A checkbox holds a boolean; the request's literal `true` is what the refinement guarantees.
  .extend({ terms_agreed: z.boolean().refine((v) => v, { error: V.termsRequired }) });
type FormInput = z.input<typeof formSchema>;
type FormOutput = z.output<typeof formSchema>;

/** No answer (0) or the server failing: the registration failed, not the visitor's input. */
const REGISTRATION_FAILURES = [0, 500, 502, 503, 504];

export type SignupSource = 'sign-up' | 'lp-en' | 'lp-jp';

type Props = {
  source: SignupSource;
  invitationToken?: string | null;
  onSuccess: (email: string) => void;
  /** Landing pages render in a fixed language. */
  lng?: Locale;
};

/** The e-mail sign-up form of /sign-up and of the landing pages (spec §2, §5). */
export function SignupForm({ source, invitationToken = null, onSuccess, lng }: Props) {
  const { t } = useTranslation(AUTH_NS, { lng });
  const errorText = useErrorText(lng);
  const clearTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(clearTimer.current), []);

  const { register, handleSubmit, setError, clearErrors, formState } = useForm<FormInput, unknown, FormOutput>({
    resolver: zodFormResolver(formSchema),
    defaultValues: { email: '', password: '', terms_agreed: false },
  });

  // Spec §8: a sign-up the server could not take (down, failing, unreachable) says to try again later
  // or contact support, beside the form, rather than in the app's generic error dialog.
  const [failed, setFailed] = useState(false);
  const signup = useMutation({
    meta: { handledErrors: [422, ...REGISTRATION_FAILURES].map((status) => ({ status })) },
    mutationFn: async (values: FormOutput) =>
      postSignup({
        email: values.email,
        password: values.password,
        terms_agreed: true,
        locale: lng ?? requestLocale(),
        invitation_token: invitationToken,
        source,
        ...(await collectAttribution()),
      }),
    onMutate: () => setFailed(false),
    onSuccess: (_response, values) => onSuccess(values.email),
    onError: (error) => {
      if (isApiError(error) && REGISTRATION_FAILURES.includes(error.status)) setFailed(true);
      if (!isApiError(error) || error.status !== 422) return;
      // Spec §5: the first message of the errors object goes under the e-mail field for 3 seconds.
      const message = Object.values(error.fieldErrors)[0]?.[0] ?? error.body?.message;
      if (!message) return;
      setError('email', { type: 'server', message }, { shouldFocus: true });
      clearTimeout(clearTimer.current);
      clearTimer.current = setTimeout(() => clearErrors('email'), SIGNUP_ERROR_CLEAR_MS);
    },
  });

  const { errors } = formState;
  const link = (to: string) => (
    // A new tab, so that reading the terms does not throw away what was typed.
    <Link underline="always" href={to} target="_blank" rel="noopener" />
  );

  return (
    // POST: a password never goes into a URL, even when the form is sent before the app is live.
    <Box component="form" method="post" noValidate onSubmit={handleSubmit((values) => signup.mutate(values))}>
      <FormTextField
        label={t('sign_up.email_label')}
        registration={register('email')}
        error={errorText(errors.email?.message, { max: 254 })}
        type="email"
        inputMode="email"
        autoComplete="email"
        required
        disabled={signup.isPending}
      />
      <PasswordField
        label={t('sign_up.password_label')}
        registration={register('password')}
        error={errorText(errors.password?.message, { max: 128 })}
        helperText={t('sign_up.password_hint')}
        autoComplete="new-password"
        required
        disabled={signup.isPending}
      />
      <Box sx={{ mb: 2.5 }}>
        <FormControlLabel
          control={
            <Checkbox
              {...checkboxRegistration(register('terms_agreed'), {
                'aria-describedby': errors.terms_agreed ? 'terms-error' : undefined,
              })}
            />
          }
          label={
            <Trans
              t={t}
              i18nKey="sign_up.terms_label"
              components={{ terms: link('/terms-of-use'), privacy: link('/privacy-policy') }}
            />
          }
        />
        {errors.terms_agreed && (
          <FormHelperText id="terms-error" error role="alert">
            {errorText(errors.terms_agreed.message)}
          </FormHelperText>
        )}
      </Box>
      {failed && (
        <Alert severity="error" sx={{ mb: 2.5 }}>
          <Trans
            t={t}
            i18nKey="sign_up.failed"
            components={{ support: <Link underline="always" href="/contact-us" target="_blank" rel="noopener" /> }}
          />
        </Alert>
      )}
      <Button type="submit" variant="contained" size="large" fullWidth loading={signup.isPending}>
        {t('sign_up.submit')}
      </Button>
    </Box>
  );
}

/** "Already have an account? Log in", under a sign-up form. */
export function HaveAccountLink({ lng }: { lng?: Locale }) {
  const { t } = useTranslation(AUTH_NS, { lng });
  return (
    <Typography sx={{ mt: 3, textAlign: 'center' }}>
      {t('sign_up.have_account')}{' '}
      <Link underline="always" component={RouterLink} to="/login">
        {t('sign_up.login_link')}
      </Link>
    </Typography>
  );
}
