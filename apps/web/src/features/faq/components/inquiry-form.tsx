import {
  INQUIRY_NAME_MAX,
  INQUIRY_QUESTION_MAX,
  type InquiryRequest,
  type InquiryRequestValues,
  inquiryRequestSchema,
} from '@hashi/shared/inquiry.schema';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useMutation } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormSelectField } from '../../../components/form/form-select-field.tsx';
import { FormTextField } from '../../../components/form/form-text-field.tsx';
import { useErrorText } from '../../../components/form/use-error-text.ts';
import { zodFormResolver } from '../../../components/form/zod-form-resolver.ts';
import { useActionErrorText } from '../../../components/ui/console-states.tsx';
import { useFormError } from '../../../components/ui/use-form-error.ts';
import { isApiError } from '../../../lib/api/api-error.ts';
import { useMasterList } from '../../../lib/masters/master-list.ts';
import { useSession } from '../../../lib/session/session.ts';
import { sendInquiry } from '../api/send-inquiry.ts';
import { FAQ_NS } from '../i18n.ts';

const FIELDS = ['name', 'email', 'country_id', 'question'] as const;
type Step = 'edit' | 'confirm' | 'done';

/** Off screen for people, there for bots that fill every field (the server drops what has it). */
const honeypotSx = { position: 'absolute', left: '-10000px', width: '1px', height: '1px', overflow: 'hidden' } as const;

/**
 * The inquiry form (spec §2, §3): name, e-mail, country and question, then a confirmation of what
 * will be sent, then a thank-you that says when the answer comes (spec §9). No account is needed.
 * `headingLevel` is the level of the form's own heading, under the page's.
 */
export function InquiryForm({ headingLevel = 'h2' }: { headingLevel?: 'h2' | 'h3' }) {
  const { t } = useTranslation(FAQ_NS);
  const errorText = useErrorText();
  const actionError = useActionErrorText();
  const { user } = useSession();
  const countries = useMasterList('countries').items;
  const [step, setStep] = useState<Step>('edit');
  // Each new step starts at its heading, so a screen reader hears where it is.
  const focusHeading = useRef(false);
  const go = (next: Step) => {
    focusHeading.current = true;
    setStep(next);
  };
  const headingRef = (element: HTMLHeadingElement | null) => {
    if (element && focusHeading.current) {
      focusHeading.current = false;
      element.focus();
    }
  };
  const form = useForm<InquiryRequestValues, unknown, InquiryRequest>({
    resolver: zodFormResolver(inquiryRequestSchema),
    // The country starts unchosen; the schema says "Required." until one is picked.
    defaultValues: {
      name: '',
      email: user?.email ?? '',
      country_id: null as unknown as number,
      question: '',
      website: '',
    },
  });
  const { formError, clearFormError, onError } = useFormError(form.setError, FIELDS, actionError);
  const send = useMutation({
    meta: { silent: true },
    mutationFn: sendInquiry,
    onSuccess: () => go('done'),
    onError: (error) => {
      // Field errors go under the fields: those must be on screen first (setError focuses the field).
      if (isApiError(error) && error.status === 422) flushSync(() => go('edit'));
      onError(error);
    },
  });
  const values = form.getValues();
  const country = countries.find((c) => c.id === values.country_id)?.name ?? '';

  const heading = (text: string) => (
    <Typography ref={headingRef} tabIndex={-1} component={headingLevel} variant="h6" sx={{ mb: 1, outline: 'none' }}>
      {text}
    </Typography>
  );

  if (step === 'done') {
    return (
      <Box>
        {heading(t('form.done_title'))}
        <Alert severity="success" sx={{ mb: 2 }}>
          <AlertTitle>{t('form.done_alert')}</AlertTitle>
          {send.data?.message}
        </Alert>
        <Button
          variant="outlined"
          onClick={() => {
            form.reset({ ...form.getValues(), question: '', website: '' });
            send.reset();
            go('edit');
          }}
        >
          {t('form.another')}
        </Button>
      </Box>
    );
  }

  if (step === 'confirm') {
    const rows: Array<[string, string]> = [
      [t('form.name'), values.name],
      [t('form.email'), values.email],
      [t('form.country'), country],
      [t('form.question'), values.question],
    ];
    return (
      <Box>
        {heading(t('form.confirm_title'))}
        <Typography sx={{ mb: 2 }}>{t('form.confirm_lead')}</Typography>
        {formError && (
          <Alert severity="error" sx={{ mb: 2, whiteSpace: 'pre-line' }}>
            {formError}
          </Alert>
        )}
        <Box component="dl" sx={{ m: 0, mb: 3 }}>
          {rows.map(([label, value]) => (
            <Box key={label} sx={{ mb: 1.5 }}>
              <Typography component="dt" variant="body2" sx={{ fontWeight: 700 }}>
                {label}
              </Typography>
              <Typography component="dd" sx={{ m: 0, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                {value}
              </Typography>
            </Box>
          ))}
        </Box>
        <Box sx={{ display: 'flex', gap: 1.5, flexWrap: 'wrap' }}>
          <Button variant="outlined" onClick={() => go('edit')} disabled={send.isPending}>
            {t('form.back')}
          </Button>
          <Button
            variant="contained"
            loading={send.isPending}
            onClick={() => {
              clearFormError();
              send.mutate(form.getValues());
            }}
          >
            {t('form.send')}
          </Button>
        </Box>
      </Box>
    );
  }

  const { errors } = form.formState;
  return (
    <Box>
      {heading(t('form.title'))}
      <Typography sx={{ mb: 2 }}>{t('form.lead', { days: 5 })}</Typography>
      {formError && (
        <Alert severity="error" sx={{ mb: 2, whiteSpace: 'pre-line' }}>
          {formError}
        </Alert>
      )}
      <Box
        component="form"
        noValidate
        sx={{ position: 'relative' }}
        onSubmit={form.handleSubmit(() => {
          clearFormError();
          go('confirm');
        })}
      >
        <FormTextField
          label={t('form.name')}
          registration={form.register('name')}
          error={errorText(errors.name?.message)}
          required
          autoComplete="name"
          maxLength={INQUIRY_NAME_MAX}
        />
        <FormTextField
          label={t('form.email')}
          registration={form.register('email')}
          error={errorText(errors.email?.message)}
          required
          type="email"
          inputMode="email"
          autoComplete="email"
        />
        <FormSelectField
          control={form.control}
          name="country_id"
          label={t('form.country')}
          options={countries}
          required
        />
        <FormTextField
          label={t('form.question')}
          registration={form.register('question')}
          error={errorText(errors.question?.message)}
          helperText={t('form.question_help', { max: INQUIRY_QUESTION_MAX })}
          required
          multiline
          minRows={5}
          maxLength={INQUIRY_QUESTION_MAX}
        />
        <Box aria-hidden sx={honeypotSx}>
          <label>
            {t('form.honeypot')}
            <input type="text" tabIndex={-1} autoComplete="off" {...form.register('website')} />
          </label>
        </Box>
        <Button type="submit" variant="contained" size="large">
          {t('form.review')}
        </Button>
      </Box>
    </Box>
  );
}
