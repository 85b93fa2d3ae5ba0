import type { ScoutTemplate, ScoutTemplateRequest } from '@hashi/shared/employer.schema';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormTextField } from '../../../components/form/form-text-field.tsx';
import { useErrorText } from '../../../components/form/use-error-text.ts';
import { EditableList } from '../../../components/ui/editable-list.tsx';
import { EditorCard } from '../../../components/ui/editor-card.tsx';
import { useFormError } from '../../../components/ui/use-form-error.ts';
import { deleteScoutTemplate, saveScoutTemplate, scoutTemplatesQuery } from '../api/scout-templates.ts';
import {
  ConsoleEmpty,
  ConsoleError,
  ConsoleLoading,
  useActionErrorText,
} from '../../../components/ui/console-states.tsx';
import { EMPLOYER_NS } from '../i18n.ts';

const FIELDS = ['name', 'body_en', 'body_ja'] as const;

function TemplateEditor({ template, onDone }: { template: ScoutTemplate | null; onDone: (saved: boolean) => void }) {
  const { t } = useTranslation(EMPLOYER_NS);
  const errorText = useErrorText();
  const actionError = useActionErrorText();
  const queryClient = useQueryClient();
  const { register, handleSubmit, setError, formState } = useForm<ScoutTemplateRequest>({
    defaultValues: { name: template?.name ?? '', body_en: template?.body_en ?? '', body_ja: template?.body_ja ?? '' },
  });
  const { formError, onError } = useFormError(setError, FIELDS, actionError);
  const save = useMutation({
    meta: { silent: true },
    mutationFn: (values: ScoutTemplateRequest) => saveScoutTemplate(template?.id ?? null, values),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: scoutTemplatesQuery.queryKey });
      onDone(true);
    },
    onError,
  });
  const { errors } = formState;
  return (
    <EditorCard
      title={template ? t('templates.edit_title') : t('templates.new_title')}
      error={formError}
      onSubmit={handleSubmit((v) => save.mutate(v))}
      saveLabel={t('templates.save')}
      cancelLabel={t('states.cancel')}
      onCancel={() => onDone(false)}
      busy={save.isPending}
    >
      <FormTextField
        label={t('templates.name')}
        registration={register('name')}
        error={errorText(errors.name?.message)}
        required
        disabled={save.isPending}
      />
      <FormTextField
        label={t('templates.body_en')}
        registration={register('body_en')}
        error={errorText(errors.body_en?.message)}
        multiline
        minRows={5}
        disabled={save.isPending}
      />
      <FormTextField
        label={t('templates.body_ja')}
        registration={register('body_ja')}
        error={errorText(errors.body_ja?.message)}
        multiline
        minRows={5}
        disabled={save.isPending}
      />
      <Typography variant="body2" color="text.secondary" gutterBottom>
        {t('templates.body_help')}
      </Typography>
    </EditorCard>
  );
}

/** /employer/scout-templates: reusable scout texts — list, create, edit, delete. */
export default function ScoutTemplatesPage() {
  const { t } = useTranslation(EMPLOYER_NS);
  const actionError = useActionErrorText();
  const list = useQuery(scoutTemplatesQuery);
  return (
    <EditableList
      labels={{
        title: t('templates.title'),
        new: t('templates.new'),
        edit: t('templates.edit'),
        delete: t('templates.delete'),
        cancel: t('states.cancel'),
        saved: t('templates.saved'),
        deleted: t('templates.deleted'),
        deleteTitle: t('templates.delete_title'),
        deleteMessage: (deleting) => t('templates.delete_message', { name: deleting?.name ?? '' }),
      }}
      items={list.data}
      status={
        <>
          {list.isPending && <ConsoleLoading />}
          {list.isError && <ConsoleError error={list.error} onRetry={() => void list.refetch()} />}
        </>
      }
      empty={<ConsoleEmpty>{t('templates.empty')}</ConsoleEmpty>}
      itemTitle={(template) => template.name}
      itemBody={(template) => (
        <Typography variant="body2" color="text.secondary" sx={{ whiteSpace: 'pre-line', my: 1 }}>
          {(template.body_en || template.body_ja || '').slice(0, 200)}
        </Typography>
      )}
      editor={(template, onDone) => <TemplateEditor template={template} onDone={onDone} />}
      onDelete={deleteScoutTemplate}
      queryKey={scoutTemplatesQuery.queryKey}
      errorText={actionError}
    />
  );
}
