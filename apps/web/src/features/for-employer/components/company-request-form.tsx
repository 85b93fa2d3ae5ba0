import {
  COMPANY_REQUEST_CONTACT_MAX,
  COMPANY_REQUEST_NAME_MAX,
  COMPANY_REQUEST_NEEDS_MAX,
  type CompanyRequestInput,
  type CompanyRequestValues,
  companyRequestSchema,
} from '@hashi/shared/company-request.schema';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useMutation } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormTextField } from '../../../components/form/form-text-field.tsx';
import { useErrorText } from '../../../components/form/use-error-text.ts';
import { zodFormResolver } from '../../../components/form/zod-form-resolver.ts';
import { useActionErrorText } from '../../../components/ui/console-states.tsx';
import { useFormError } from '../../../components/ui/use-form-error.ts';
import { sendCompanyRequest } from '../api/send-company-request.ts';
import { FOR_EMPLOYER_NS } from '../i18n.ts';

const FIELDS = ['company_name', 'contact_name', 'email', 'phone', 'website_url', 'hiring_needs'] as const;

/** Off screen for people, there for bots that fill every field (the server drops what has it). */
const honeypotSx = { position: 'absolute', left: '-10000px', width: '1px', height: '1px', overflow: 'hidden' } as const;

/**
 * The company account request (ADR 0033): who the company is, who to write to and what it wants to
 * hire. Sent in the page's language, which is the language of every mail that answers it.
 */
export function CompanyRequestForm() {
  const { t } = useTranslation(FOR_EMPLOYER_NS);
  const errorText = useErrorText();
  const actionError = useActionErrorText();
  const form = useForm<CompanyRequestValues, unknown, CompanyRequestInput>({
    resolver: zodFormResolver(companyRequestSchema),
    defaultValues: {
      company_name: '',
      contact_name: '',
      email: '',
      phone: '',
      website_url: '',
      hiring_needs: '',
      homepage: '',
    },
  });
  const { formError, clearFormError, onError } = useFormError(form.setError, FIELDS, actionError);
  const send = useMutation({ meta: { silent: true }, mutationFn: sendCompanyRequest, onError });

  if (send.isSuccess) {
    return (
      <Alert severity="success" role="status">
        <AlertTitle>{t('request.done_title')}</AlertTitle>
        {send.data.message}
      </Alert>
    );
  }

  const { errors } = form.formState;
  const field = (name: (typeof FIELDS)[number]) => ({
    label: t(`request.${name}`),
    registration: form.register(name),
    error: errorText(errors[name]?.message),
    disabled: send.isPending,
  });
  return (
    <Box
      component="form"
      method="post"
      noValidate
      sx={{ position: 'relative' }}
      onSubmit={form.handleSubmit((values) => {
        clearFormError();
        send.mutate(values);
      })}
    >
      {formError && (
        <Alert severity="error" sx={{ mb: 2, whiteSpace: 'pre-line' }}>
          {formError}
        </Alert>
      )}
      <Box sx={{ display: 'grid', columnGap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
        <FormTextField
          {...field('company_name')}
          required
          autoComplete="organization"
          maxLength={COMPANY_REQUEST_NAME_MAX}
        />
        <FormTextField
          {...field('contact_name')}
          required
          autoComplete="name"
          maxLength={COMPANY_REQUEST_CONTACT_MAX}
        />
        <FormTextField
          {...field('email')}
          required
          type="email"
          inputMode="email"
          autoComplete="email"
          helperText={t('request.email_help')}
        />
        <FormTextField {...field('phone')} required type="tel" inputMode="tel" autoComplete="tel" />
      </Box>
      <FormTextField {...field('website_url')} type="url" autoComplete="url" helperText={t('request.website_help')} />
      <FormTextField
        {...field('hiring_needs')}
        required
        multiline
        minRows={4}
        maxLength={COMPANY_REQUEST_NEEDS_MAX}
        helperText={t('request.hiring_needs_help')}
      />
      <Box aria-hidden sx={honeypotSx}>
        <label>
          {t('request.honeypot')}
          <input type="text" tabIndex={-1} autoComplete="off" {...form.register('homepage')} />
        </label>
      </Box>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {t('request.after')}
      </Typography>
      <Button type="submit" variant="contained" size="large" loading={send.isPending}>
        {t('request.send')}
      </Button>
    </Box>
  );
}
