import type { ScoutTemplate, ScoutTemplateRequest } from '@hashi/shared/employer.schema';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormTextField } from '../../../components/form/form-text-field.tsx';
import { applyServerErrors } from '../../../components/form/server-errors.ts';
import { useErrorText } from '../../../components/form/use-error-text.ts';
import { isApiError } from '../../../lib/api/api-error.ts';
import { deleteScoutTemplate, saveScoutTemplate, scoutTemplatesQuery } from '../api/scout-templates.ts';
import { ConfirmDialog } from '../console/confirm-dialog.tsx';
import { ConsoleEmpty, ConsoleError, ConsoleLoading, useActionErrorText } from '../console/console-states.tsx';
import { EMPLOYER_NS } from '../i18n.ts';

const FIELDS = ['name', 'body_en', 'body_ja'] as const;

function TemplateEditor({ template, onDone }: { template: ScoutTemplate | null; onDone: (saved: boolean) => void }) {
  const { t } = useTranslation(EMPLOYER_NS);
  const errorText = useErrorText();
  const actionError = useActionErrorText();
  const queryClient = useQueryClient();
  const [formError, setFormError] = useState<string | null>(null);
  const { register, handleSubmit, setError, formState } = useForm<ScoutTemplateRequest>({
    defaultValues: { name: template?.name ?? '', body_en: template?.body_en ?? '', body_ja: template?.body_ja ?? '' },
  });
  const save = useMutation({
    meta: { silent: true },
    mutationFn: (values: ScoutTemplateRequest) => saveScoutTemplate(template?.id ?? null, values),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: scoutTemplatesQuery.queryKey });
      onDone(true);
    },
    onError: (error) => {
      if (isApiError(error) && error.status === 422) {
        setFormError(applyServerErrors(error, setError, FIELDS).join('\n') || null);
      } else setFormError(actionError(error));
    },
  });
  const { errors } = formState;
  return (
    <Paper variant="outlined" sx={{ p: 2, mb: 3 }}>
      <Box component="form" noValidate onSubmit={handleSubmit((v) => save.mutate(v))}>
        <Typography component="h2" variant="h6" sx={{ fontWeight: 700, mb: 2 }}>
          {template ? t('templates.edit_title') : t('templates.new_title')}
        </Typography>
        {formError && (
          <Alert severity="error" sx={{ mb: 2, whiteSpace: 'pre-line' }}>
            {formError}
          </Alert>
        )}
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
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {t('templates.body_help')}
        </Typography>
        <Box sx={{ display: 'flex', gap: 1 }}>
          <Button type="submit" variant="contained" loading={save.isPending}>
            {t('templates.save')}
          </Button>
          <Button onClick={() => onDone(false)} disabled={save.isPending}>
            {t('states.cancel')}
          </Button>
        </Box>
      </Box>
    </Paper>
  );
}

/** /employer/scout-templates: reusable scout texts — list, create, edit, delete. */
export default function ScoutTemplatesPage() {
  const { t } = useTranslation(EMPLOYER_NS);
  const queryClient = useQueryClient();
  const actionError = useActionErrorText();
  const list = useQuery(scoutTemplatesQuery);
  const [editing, setEditing] = useState<ScoutTemplate | 'new' | null>(null);
  const [deleting, setDeleting] = useState<ScoutTemplate | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const remove = useMutation({
    meta: { silent: true },
    mutationFn: (id: number) => deleteScoutTemplate(id),
    onSuccess: async () => {
      setDeleting(null);
      setNotice(t('templates.deleted'));
      await queryClient.invalidateQueries({ queryKey: scoutTemplatesQuery.queryKey });
    },
  });
  const onDone = (saved: boolean) => {
    setEditing(null);
    if (saved) setNotice(t('templates.saved'));
  };
  return (
    <Box>
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', mb: 2 }}>
        <Typography component="h1" variant="h5" sx={{ fontWeight: 700 }}>
          {t('templates.title')}
        </Typography>
        <Button
          variant="contained"
          onClick={() => {
            setNotice(null);
            setEditing('new');
          }}
          disabled={editing !== null}
        >
          {t('templates.new')}
        </Button>
      </Box>
      {notice && (
        <Alert severity="success" role="status" sx={{ mb: 2 }}>
          {notice}
        </Alert>
      )}
      {remove.isError && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {actionError(remove.error)}
        </Alert>
      )}
      {editing !== null && (
        <TemplateEditor
          key={editing === 'new' ? 'new' : editing.id}
          template={editing === 'new' ? null : editing}
          onDone={onDone}
        />
      )}
      {list.isPending && <ConsoleLoading />}
      {list.isError && <ConsoleError error={list.error} onRetry={() => void list.refetch()} />}
      {list.data?.length === 0 && editing === null && <ConsoleEmpty>{t('templates.empty')}</ConsoleEmpty>}
      {list.data && list.data.length > 0 && (
        <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1.5 }}>
          {list.data.map((template) => (
            <Paper component="li" variant="outlined" key={template.id} sx={{ p: 2 }}>
              <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 700 }}>
                {template.name}
              </Typography>
              <Typography variant="body2" color="text.secondary" sx={{ whiteSpace: 'pre-line', my: 1 }}>
                {(template.body_en || template.body_ja || '').slice(0, 200)}
              </Typography>
              <Box sx={{ display: 'flex', gap: 1 }}>
                <Button
                  size="small"
                  variant="outlined"
                  onClick={() => {
                    setNotice(null);
                    setEditing(template);
                  }}
                >
                  {t('templates.edit')}
                </Button>
                <Button size="small" color="error" onClick={() => setDeleting(template)}>
                  {t('templates.delete')}
                </Button>
              </Box>
            </Paper>
          ))}
        </Box>
      )}
      <ConfirmDialog
        open={deleting !== null}
        title={t('templates.delete_title')}
        message={t('templates.delete_message', { name: deleting?.name ?? '' })}
        confirmLabel={t('templates.delete')}
        busy={remove.isPending}
        onConfirm={() => deleting && remove.mutate(deleting.id)}
        onCancel={() => setDeleting(null)}
      />
    </Box>
  );
}
