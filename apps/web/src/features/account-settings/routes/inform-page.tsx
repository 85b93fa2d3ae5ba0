import {
  INFORM_ABOUT_SERVICE_MAX,
  INFORM_COMPANY_NAME_MAX,
  type InformAcceptanceInput,
  type InformAcceptanceRequest,
  informAcceptanceRequestSchema,
} from '@hashi/shared/inform-acceptance.schema';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormTextField } from '../../../components/form/form-text-field.tsx';
import { applyServerErrors } from '../../../components/form/server-errors.ts';
import { useErrorText } from '../../../components/form/use-error-text.ts';
import { zodFormResolver } from '../../../components/form/zod-form-resolver.ts';
import { useUnsavedChanges } from '../../../components/feedback/use-unsaved-changes.ts';
import { isApiError } from '../../../lib/api/api-error.ts';
import { formatYen } from '../../../lib/format/money.ts';
import { postInformAcceptance } from '../api/inform-acceptance.ts';
import { AccountPage } from '../components/account-page.tsx';
import { ACCOUNT_SETTINGS_NS } from '../i18n.ts';

const FIELDS = ['company_name', 'start_date', 'salary', 'about_service'] as const;
const EMPTY: InformAcceptanceInput = { company_name: '', start_date: '', salary: '', about_service: '' };

/** What was typed in the salary field as whole yen, for the "Amount: ¥6,000,000" echo; null if not a number. */
function typedYen(value: unknown): number | null {
  const digits = String(value ?? '').replace(/[,\s¥円]/g, '');
  return /^\d+$/.test(digits) && Number(digits) > 0 ? Number(digits) : null;
}

/**
 * /account-settings/inform (spec §2, §3): the job-offer acceptance report — company name, start
 * date, annual salary and feedback about the service. The server confirms it by e-mail.
 */
export default function InformPage() {
  const { t, i18n } = useTranslation(ACCOUNT_SETTINGS_NS);
  const errorText = useErrorText();
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<InformAcceptanceInput, unknown, InformAcceptanceRequest>({
    resolver: zodFormResolver(informAcceptanceRequestSchema),
    defaultValues: EMPTY,
  });
  const { errors, isDirty } = form.formState;
  const send = useMutation({
    mutationFn: postInformAcceptance,
    onSuccess: () => form.reset(EMPTY),
    onError: (error) => {
      if (isApiError(error) && error.status === 422) {
        setFormError(applyServerErrors(error, form.setError, FIELDS).join('\n') || null);
      }
    },
  });
  useUnsavedChanges(isDirty && !send.isPending);
  const amount = typedYen(form.watch('salary'));

  if (send.isSuccess) {
    return (
      <AccountPage title={t('children.inform.title')}>
        <Alert severity="success" role="status" sx={{ mb: 3 }}>
          <AlertTitle>{t('inform.sent_title')}</AlertTitle>
          {send.data.message}
        </Alert>
        <Button variant="outlined" onClick={() => send.reset()}>
          {t('inform.send_another')}
        </Button>
      </AccountPage>
    );
  }

  return (
    <AccountPage title={t('children.inform.title')} intro={t('inform.intro')}>
      {formError && (
        <Alert severity="error" sx={{ mb: 2.5, whiteSpace: 'pre-line' }}>
          {formError}
        </Alert>
      )}
      <Box
        component="form"
        noValidate
        onSubmit={form.handleSubmit((values) => {
          setFormError(null);
          send.mutate(values);
        })}
      >
        <FormTextField
          label={t('inform.company_name')}
          registration={form.register('company_name')}
          error={errorText(errors.company_name?.message)}
          required
          maxLength={INFORM_COMPANY_NAME_MAX}
          autoComplete="organization"
          disabled={send.isPending}
        />
        <FormTextField
          label={t('inform.start_date')}
          registration={form.register('start_date')}
          error={errorText(errors.start_date?.message)}
          type="date"
          required
          disabled={send.isPending}
        />
        <FormTextField
          label={t('inform.salary')}
          registration={form.register('salary')}
          error={errorText(errors.salary?.message)}
          helperText={
            amount ? t('inform.salary_preview', { amount: formatYen(amount, i18n.language) }) : t('inform.salary_help')
          }
          inputMode="numeric"
          required
          disabled={send.isPending}
        />
        <FormTextField
          label={t('inform.about_service')}
          registration={form.register('about_service')}
          error={errorText(errors.about_service?.message)}
          helperText={t('inform.about_service_help', { max: INFORM_ABOUT_SERVICE_MAX })}
          multiline
          minRows={4}
          maxLength={INFORM_ABOUT_SERVICE_MAX}
          disabled={send.isPending}
        />
        <Button type="submit" variant="contained" size="large" fullWidth loading={send.isPending}>
          {t('inform.submit')}
        </Button>
      </Box>
    </AccountPage>
  );
}
