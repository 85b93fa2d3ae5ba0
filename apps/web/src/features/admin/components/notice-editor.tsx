import type { AdminNotice } from '@hashi/shared/admin.schema';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormTextField } from '../../../components/form/form-text-field.tsx';
import { useErrorText } from '../../../components/form/use-error-text.ts';
import { checkboxRegistration } from '../../../components/form/checkbox-registration.ts';
import { EditorCard } from '../../../components/ui/editor-card.tsx';
import { useFormError } from '../../../components/ui/use-form-error.ts';
import { useActionErrorText } from '../../../components/ui/console-states.tsx';
import { saveNotice } from '../api/admin-notices.ts';
import { ADMIN_NS } from '../i18n.ts';
import { type NoticeFormValues, noticeToValues, noticeValuesToInput } from './notice-form-values.ts';
import { FieldGroup } from '../../../components/ui/field-group.tsx';

const FIELDS = ['title_en', 'title_ja', 'body_en', 'body_ja', 'published_at'] as const;

/** Creates or edits a notice; both languages are required (applicants read it in theirs). */
export function NoticeEditor({ notice, onDone }: { notice: AdminNotice | null; onDone: (saved: boolean) => void }) {
  const { t } = useTranslation(ADMIN_NS);
  const errorText = useErrorText();
  const actionError = useActionErrorText();
  const queryClient = useQueryClient();
  const { control, register, handleSubmit, setError, formState } = useForm<NoticeFormValues>({
    defaultValues: noticeToValues(notice),
  });
  const { formError, clearFormError, onError } = useFormError(setError, FIELDS, actionError);
  const publish = useWatch({ control, name: 'publish' });
  const save = useMutation({
    meta: { silent: true },
    mutationFn: (values: NoticeFormValues) => saveNotice(notice?.id ?? null, noticeValuesToInput(values)),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: ['admin', 'notices'] });
      onDone(true);
    },
    onError,
  });
  const { errors } = formState;
  const busy = save.isPending;
  return (
    <EditorCard
      title={notice ? t('notices.edit_title') : t('notices.new_title')}
      error={formError}
      onSubmit={handleSubmit((values) => {
        clearFormError();
        save.mutate(values);
      })}
      saveLabel={t('notices.save')}
      cancelLabel={t('notices.cancel')}
      onCancel={() => onDone(false)}
      busy={busy}
    >
      <FieldGroup columns={2}>
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
      </FieldGroup>
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
    </EditorCard>
  );
}
