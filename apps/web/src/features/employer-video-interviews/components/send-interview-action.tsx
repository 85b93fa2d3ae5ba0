import { V } from '@hashi/shared/validation';
import type { Template } from '@hashi/shared/video-interview.schema';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { type UseQueryResult, useMutation, useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { type FieldErrors, type Resolver, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { FormDateField } from '../../../components/form/form-date-field.tsx';
import { FormSelectField } from '../../../components/form/form-select-field.tsx';
import { applyServerErrors } from '../../../components/form/server-errors.ts';
import { useActionErrorText } from '../../../components/ui/console-states.tsx';
import { ApiError, isApiError } from '../../../lib/api/api-error.ts';
import { sendInterview } from '../api/interviews.ts';
import { interviewTemplatesQuery } from '../api/templates.ts';
import { EMPLOYER_VIDEO_INTERVIEWS_NS } from '../i18n.ts';
import { DEADLINE_TIMES, deadlineIso, defaultDeadline } from './send-deadline.ts';

type SendValues = { template_id: number | null; deadline_date: string; deadline_time: string | null };
const FIELDS = ['template_id', 'deadline_date', 'deadline_time'] as const;

/** The server names the deadline `deadline_at`; the dialog shows its message under the date. */
function withFormFields(error: ApiError): ApiError {
  const errors = Object.fromEntries(
    Object.entries(error.fieldErrors).map(([field, messages]) => [
      field === 'deadline_at' ? 'deadline_date' : field,
      messages,
    ]),
  );
  return new ApiError(error.status, error.body ? { ...error.body, errors } : undefined, error.message);
}

/** Required choices, and a date that exists; the server checks the range (1 hour to 60 days). */
const resolver: Resolver<SendValues> = async (values) => {
  const errors: FieldErrors<SendValues> = {};
  if (values.template_id === null) errors.template_id = { type: 'required', message: V.required };
  if (!values.deadline_time) errors.deadline_time = { type: 'required', message: V.required };
  if (!values.deadline_date) errors.deadline_date = { type: 'required', message: V.required };
  else if (!deadlineIso({ date: values.deadline_date, time: '00:00' })) {
    errors.deadline_date = { type: 'date', message: V.date };
  }
  return Object.keys(errors).length ? { values: {}, errors } : { values, errors: {} };
};

function TemplatesState({ query }: { query: UseQueryResult<Template[]> }) {
  const { t } = useTranslation(EMPLOYER_VIDEO_INTERVIEWS_NS);
  if (query.isPending) return <Typography role="status">{t('send.loading_templates')}</Typography>;
  if (query.isError) {
    return (
      <Alert severity="error" action={<Button onClick={() => void query.refetch()}>{t('send.retry')}</Button>}>
        {t('send.templates_failed')}
      </Alert>
    );
  }
  return (
    <Typography>
      {t('send.no_templates')}{' '}
      <Link component={RouterLink} to="/employer/video-interview-templates">
        {t('send.create_template')}
      </Link>
    </Typography>
  );
}

/** The dialog's content: the company's templates and the deadline, or why there is nothing to pick. */
function SendDialogBody({ code, onClose, onSent }: { code: string; onClose: () => void; onSent: () => void }) {
  const { t } = useTranslation(EMPLOYER_VIDEO_INTERVIEWS_NS);
  const actionError = useActionErrorText();
  const templates = useQuery(interviewTemplatesQuery);
  const [failure, setFailure] = useState<string | null>(null);
  const [deadline] = useState(() => defaultDeadline(new Date()));
  const { control, handleSubmit, setError } = useForm<SendValues>({
    defaultValues: { template_id: null, deadline_date: deadline.date, deadline_time: deadline.time },
    resolver,
  });
  const send = useMutation({
    meta: { silent: true },
    mutationFn: (values: SendValues) =>
      sendInterview({
        thread_code: code,
        template_id: values.template_id ?? 0,
        deadline_at: deadlineIso({ date: values.deadline_date, time: values.deadline_time ?? '' }),
      }),
    onSuccess: onSent,
    onError: (error) => {
      if (isApiError(error) && error.status === 422) {
        setFailure(applyServerErrors(withFormFields(error), setError, FIELDS).join('\n') || null);
      } else setFailure(actionError(error));
    },
  });
  const ready = Boolean(templates.data?.length);
  return (
    <Box
      component="form"
      noValidate
      onSubmit={handleSubmit((values) => {
        setFailure(null);
        send.mutate(values);
      })}
    >
      <DialogContent>
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          {t('send.intro')}
        </Typography>
        {failure && (
          <Alert severity="error" sx={{ mb: 2, whiteSpace: 'pre-line' }}>
            {failure}
          </Alert>
        )}
        {ready ? (
          <>
            <FormSelectField
              control={control}
              name="template_id"
              label={t('send.template')}
              options={(templates.data ?? []).map((template) => ({ id: template.id, name: template.name }))}
              required
              disabled={send.isPending}
            />
            <FormDateField
              control={control}
              name="deadline_date"
              label={t('send.deadline_date')}
              helperText={t('send.deadline_help')}
              required
              disabled={send.isPending}
            />
            <FormSelectField
              control={control}
              name="deadline_time"
              label={t('send.deadline_time')}
              options={DEADLINE_TIMES.map((time) => ({ id: time, name: time }))}
              required
              disabled={send.isPending}
              sx={{ maxWidth: 200 }}
            />
          </>
        ) : (
          <TemplatesState query={templates} />
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={send.isPending}>
          {t('send.cancel')}
        </Button>
        {ready && (
          <Button type="submit" variant="contained" loading={send.isPending}>
            {t('send.submit')}
          </Button>
        )}
      </DialogActions>
    </Box>
  );
}

/**
 * "Send a video interview" in a conversation (ADR 0047): a dialog to pick one of the company's
 * templates and a deadline in Japan time. `onSent` refreshes the conversation, where the type 7
 * message appears.
 */
export function SendInterviewAction({ code, onSent }: { code: string; onSent: () => void }) {
  const { t } = useTranslation(EMPLOYER_VIDEO_INTERVIEWS_NS);
  const [open, setOpen] = useState(false);
  const [sent, setSent] = useState(false);
  const titleId = useId();
  return (
    <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap' }}>
      <Button
        variant="outlined"
        onClick={() => {
          setSent(false);
          setOpen(true);
        }}
      >
        {t('send.open')}
      </Button>
      <Typography role="status" color="success.main">
        {sent ? t('send.sent') : ''}
      </Typography>
      <Dialog open={open} onClose={() => setOpen(false)} fullWidth maxWidth="sm" aria-labelledby={titleId}>
        <DialogTitle id={titleId}>{t('send.title')}</DialogTitle>
        {open && (
          <SendDialogBody
            code={code}
            onClose={() => setOpen(false)}
            onSent={() => {
              setOpen(false);
              setSent(true);
              onSent();
            }}
          />
        )}
      </Dialog>
    </Box>
  );
}
