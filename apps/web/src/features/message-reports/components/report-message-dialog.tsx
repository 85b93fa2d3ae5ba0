import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import {
  MESSAGE_REPORT_NOTE_MAX,
  MESSAGE_REPORT_REASONS,
  type ReportMessage,
  type ReportMessageInput,
  reportMessageSchema,
} from '@hashi/shared/message-report.schema';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormRadioField } from '../../../components/form/form-radio-field.tsx';
import { FormTextField } from '../../../components/form/form-text-field.tsx';
import { applyServerErrors } from '../../../components/form/server-errors.ts';
import { useErrorText } from '../../../components/form/use-error-text.ts';
import { zodFormResolver } from '../../../components/form/zod-form-resolver.ts';
import { isApiError } from '../../../lib/api/api-error.ts';
import { MESSAGE_REPORTS_NS } from '../i18n.ts';

type Props = {
  /** Who sent the message (the company's name, or the applicant's label). */
  sender: string;
  /** Sends the report; rejects with the API's error. */
  onSubmit: (input: ReportMessage) => Promise<unknown>;
  /** The dialog closed: `reported` when a report was sent (the conversation then hides the message). */
  onClose: (reported: boolean) => void;
};

/**
 * Reporting a message: the reason (one of a short list, all visible), details (required for
 * "other"), then a confirmation that the report was sent and the message hidden.
 */
export function ReportMessageDialog({ sender, onSubmit, onClose }: Props) {
  const { t } = useTranslation([MESSAGE_REPORTS_NS, 'shared']);
  const errorText = useErrorText();
  const id = useId();
  const [done, setDone] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<ReportMessageInput, unknown, ReportMessage>({
    resolver: zodFormResolver(reportMessageSchema),
    defaultValues: { note: '' },
  });
  const { control, register, handleSubmit, watch, formState, setError } = form;
  const busy = formState.isSubmitting;
  const other = watch('reason') === 'other';

  const submit = handleSubmit(async (input) => {
    setFailure(null);
    try {
      await onSubmit(input);
      setDone(true);
    } catch (error) {
      if (isApiError(error) && error.status === 422) {
        const rest = applyServerErrors(error, setError, ['reason', 'note']);
        if (rest.length > 0) setFailure(rest.join('\n'));
      } else {
        setFailure(
          isApiError(error) && error.status !== 0 && error.body?.message ? error.body.message : t('dialog.failed'),
        );
      }
    }
  });

  const close = () => onClose(done);
  return (
    <Dialog open onClose={busy ? undefined : close} aria-labelledby={`${id}-title`} fullWidth maxWidth="sm">
      {done ? (
        <>
          <DialogTitle id={`${id}-title`}>{t('dialog.done_title')}</DialogTitle>
          <DialogContent>
            <DialogContentText role="status">{t('dialog.done_body')}</DialogContentText>
          </DialogContent>
          <DialogActions>
            <Button variant="contained" onClick={close} autoFocus>
              {t('dialog.close')}
            </Button>
          </DialogActions>
        </>
      ) : (
        <Box component="form" noValidate onSubmit={submit}>
          <DialogTitle id={`${id}-title`}>{t('dialog.title')}</DialogTitle>
          <DialogContent>
            <DialogContentText sx={{ mb: 2 }}>{t('dialog.intro', { sender })}</DialogContentText>
            {failure && (
              <Alert severity="error" sx={{ mb: 2, whiteSpace: 'pre-line' }}>
                {failure}
              </Alert>
            )}
            <FormRadioField
              control={control}
              name="reason"
              label={t('dialog.reason_label')}
              required
              options={MESSAGE_REPORT_REASONS.map((reason) => ({
                id: reason,
                name: t(`shared:message_reports.reason.${reason}`),
              }))}
            />
            <FormTextField
              label={other ? t('dialog.note_label') : t('dialog.note_label_optional')}
              registration={register('note')}
              error={errorText(formState.errors.note?.message, { max: MESSAGE_REPORT_NOTE_MAX })}
              helperText={t('dialog.note_help', { max: MESSAGE_REPORT_NOTE_MAX })}
              required={other}
              maxLength={MESSAGE_REPORT_NOTE_MAX}
              multiline
              minRows={3}
              disabled={busy}
            />
          </DialogContent>
          <DialogActions>
            <Button onClick={close} disabled={busy}>
              {t('dialog.cancel')}
            </Button>
            <Button type="submit" color="error" variant="contained" loading={busy}>
              {t('dialog.submit')}
            </Button>
          </DialogActions>
        </Box>
      )}
    </Dialog>
  );
}
