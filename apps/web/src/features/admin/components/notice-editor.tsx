import type { AdminNotice } from '@hashi/shared/admin.schema';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormTextField } from '../../../components/form/form-text-field.tsx';
import { applyServerErrors } from '../../../components/form/server-errors.ts';
import { useErrorText } from '../../../components/form/use-error-text.ts';
import { isApiError } from '../../../lib/api/api-error.ts';
import { checkboxRegistration } from '../../../components/form/checkbox-registration.ts';
import { useActionErrorText } from '../../employer/console/console-states.tsx';
import { saveNotice } from '../api/admin-notices.ts';
import { ADMIN_NS } from '../i18n.ts';
import { type NoticeFormValues, noticeToValues, noticeValuesToInput } from './notice-form-values.ts';

const FIELDS = ['title_en', 'title_ja', 'body_en', 'body_ja', 'published_at'] as const;

/** Creates or edits a notice; both languages are required (applicants read it in theirs). */
export function NoticeEditor({ notice, onDone }: { notice: AdminNotice | null; onDone: (saved: boolean) => void }) {
  const { t } = useTranslation(ADMIN_NS);
  const errorText = useErrorText();
  const actionError = useActionErrorText();
  const queryClient = useQueryClient();
  const [formError, setFormError] = useState<string | null>(null);
  const { control, register, handleSubmit, setError, formState } = useForm<NoticeFormValues>({
    defaultValues: noticeToValues(notice),
  });
  const publish = useWatch({ control, name: 'publish' });
  const save = useMutation({
    meta: { silent: true },
    mutationFn: (values: NoticeFormValues) => saveNotice(notice?.id ?? null, noticeValuesToInput(values)),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: ['admin', 'notices'] });
      onDone(true);
    },
    onError: (error) => {
      if (isApiError(error) && error.status === 422) {
        setFormError(applyServerErrors(error, setError, FIELDS).join('\n') || null);
      } else setFormError(actionError(error));
    },
  });
  const { errors } = formState;
  const busy = save.isPending;
  return (
    <Paper variant="outlined" sx={{ p: 2, mb: 3 }}>
      <Box
        component="form"
        noValidate
        onSubmit={handleSubmit((values) => {
          setFormError(null);
          save.mutate(values);
        })}
      >
        <Typography component="h2" variant="h6" sx={{ mb: 2 }}>
          {notice ? t('notices.edit_title') : t('notices.new_title')}
        </Typography>
        {formError && (
          <Alert severity="error" sx={{ mb: 2, whiteSpace: 'pre-line' }}>
            {formError}
          </Alert>
        )}
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { md: '1fr 1fr' } }}>
          {(['en', 'ja'] as const).map((l) => (
            <Box key={l} lang={l}>
              <FormTextField
                label={t(`notices.title_${l}`)}
                registration={register(`title_${l}`)}
                error={errorText(errors[`title_${l}`]?.message)}
                required
                disabled={busy}
              />
              <FormTextField
                label={t(`notices.body_${l}`)}
                registration={register(`body_${l}`)}
                error={errorText(errors[`body_${l}`]?.message)}
                required
                multiline
                minRows={5}
                disabled={busy}
              />
            </Box>
          ))}
        </Box>
        <FormControlLabel
          control={<Checkbox {...checkboxRegistration(register('publish'))} disabled={busy} />}
          label={t('notices.publish')}
        />
        {publish && (
          <FormTextField
            label={t('notices.published_at')}
            type="datetime-local"
            registration={register('published_at')}
            error={errorText(errors.published_at?.message)}
            helperText={t('notices.published_at_help')}
            disabled={busy}
            sx={{ maxWidth: 320, mt: 1 }}
          />
        )}
        <Box sx={{ display: 'flex', gap: 1 }}>
          <Button type="submit" variant="contained" loading={busy}>
            {t('notices.save')}
          </Button>
          <Button onClick={() => onDone(false)} disabled={busy}>
            {t('notices.cancel')}
          </Button>
        </Box>
      </Box>
    </Paper>
  );
}
