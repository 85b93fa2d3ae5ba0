import {
  INFORM_ABOUT_SERVICE_MAX,
  INFORM_COMPANY_NAME_MAX,
  type InformAcceptanceInput,
  type InformAcceptanceRequest,
  informAcceptanceRequestSchema,
} from '@hashi/shared/inform-acceptance.schema';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import { useMutation } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormDateField } from '../../../components/form/form-date-field.tsx';
import { FormTextField } from '../../../components/form/form-text-field.tsx';
import { useErrorText } from '../../../components/form/use-error-text.ts';
import { zodFormResolver } from '../../../components/form/zod-form-resolver.ts';
import { useUnsavedChanges } from '../../../components/feedback/use-unsaved-changes.ts';
import { SubmitForm } from '../../../components/ui/submit-form.tsx';
import { useFormError } from '../../../components/ui/use-form-error.ts';
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
  const form = useForm<InformAcceptanceInput, unknown, InformAcceptanceRequest>({
    resolver: zodFormResolver(informAcceptanceRequestSchema),
    defaultValues: EMPTY,
  });
  const { formError, clearFormError, onError } = useFormError(form.setError, FIELDS);
  const { errors, isDirty } = form.formState;
  const send = useMutation({
    mutationFn: postInformAcceptance,
    onSuccess: () => form.reset(EMPTY),
    onError,
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
      <SubmitForm
        error={formError}
        onSubmit={form.handleSubmit((values) => {
          clearFormError();
          send.mutate(values);
        })}
        submitLabel={t('inform.submit')}
        pending={send.isPending}
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
        <FormDateField
          control={form.control}
          name="start_date"
          label={t('inform.start_date')}
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
      </SubmitForm>
    </AccountPage>
  );
}
