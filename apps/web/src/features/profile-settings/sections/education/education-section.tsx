import Add from '@mui/icons-material/Add';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { EDUCATIONS_MAX } from '@hashi/shared/constants';
import { V } from '@hashi/shared/validation';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useFieldArray, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { applyServerErrors } from '../../../../components/form/server-errors.ts';
import { useErrorText } from '../../../../components/form/use-error-text.ts';
import { zodFormResolver } from '../../../../components/form/zod-form-resolver.ts';
import { isApiError } from '../../../../lib/api/api-error.ts';
import { SectionLoader } from '../../components/section-loader.tsx';
import { PROFILE_SETTINGS_NS } from '../../i18n.ts';
import { refreshProfileQueries } from '../../../profile/api/profile.ts';
import { SectionForm } from '../../components/section-form.tsx';
import {
  type EducationFormInput,
  type EducationFormOutput,
  educationFieldPaths,
  educationFormSchema,
  educationsQueryOptions,
  newEducationEntry,
  saveEducations,
  toEducationForm,
} from './education-api.ts';
import { EducationEntry } from './education-entry.tsx';
import { RemovedEducations } from './removed-educations.tsx';

/** /profile-settings/education: up to 7 educations; removed ones can be restored (spec §3, §4, §5). */
export default function EducationSection() {
  const educations = useQuery(educationsQueryOptions());
  return (
    <SectionLoader query={educations}>{(list) => <EducationForm initial={toEducationForm(list)} />}</SectionLoader>
  );
}

function EducationForm({ initial }: { initial: EducationFormInput }) {
  const { t } = useTranslation(PROFILE_SETTINGS_NS);
  const errorText = useErrorText();
  const queryClient = useQueryClient();
  const [formError, setFormError] = useState<string | null>(null);
  const [limitReached, setLimitReached] = useState(false);
  // Ids removed on the server, as opposed to removed in this form and not saved yet.
  const [removedOnServer, setRemovedOnServer] = useState(
    () => new Set(initial.educations.filter((e) => e.deleted).map((e) => e.id)),
  );
  const form = useForm<EducationFormInput, unknown, EducationFormOutput>({
    resolver: zodFormResolver(educationFormSchema),
    defaultValues: initial,
  });
  // Entries have an `id` of their own (the saved education's), so the list's React key goes elsewhere.
  const { fields, append, remove, update } = useFieldArray({
    control: form.control,
    name: 'educations',
    keyName: 'fieldKey',
  });
  // The entries as of the last add, remove, restore or reset: enough to tell live from removed,
  // without re-rendering the whole list on every keystroke.
  const liveCount = fields.filter((entry) => !entry.deleted).length;

  const save = useMutation({
    mutationFn: saveEducations,
    onSuccess: (list) => {
      queryClient.setQueryData(educationsQueryOptions().queryKey, list);
      setRemovedOnServer(new Set(list.filter((e) => e.deleted_at).map((e) => e.id)));
      form.reset(toEducationForm(list));
      void refreshProfileQueries(queryClient);
    },
    onError: (error) => {
      if (!isApiError(error) || error.status !== 422) return;
      const fieldPaths = educationFieldPaths(form.getValues('educations').length);
      setFormError(applyServerErrors(error, form.setError, fieldPaths).join('\n') || null);
    },
  });

  /** The 8th entry is refused with the spec's message, whether added or restored. */
  const withinLimit = () => {
    const ok = liveCount < EDUCATIONS_MAX;
    setLimitReached(!ok);
    return ok;
  };

  const removeEntry = (index: number) => {
    const entry = form.getValues(`educations.${index}`);
    setLimitReached(false);
    if (!entry?.id) {
      // Never saved: nothing to keep (spec §4).
      remove(index);
      return;
    }
    // Saved: softly removed on Save, restorable; it goes back to its saved values meanwhile.
    const saved = initialById(initial, entry.id);
    update(index, { ...(saved ?? entry), deleted: true });
  };

  const restoreEntry = (index: number) => {
    const entry = form.getValues(`educations.${index}`);
    if (!entry || !withinLimit()) return;
    update(index, { ...entry, deleted: false });
  };

  const listError = form.formState.errors.educations;
  const listMessage = limitReached
    ? errorText(V.educationLimit)
    : errorText(listError?.message ?? listError?.root?.message);
  let number = 0;

  return (
    <SectionForm
      onSubmit={form.handleSubmit((submitted) => {
        setFormError(null);
        setLimitReached(false);
        save.mutate(submitted);
      })}
      dirty={form.formState.isDirty}
      saving={save.isPending}
      saved={save.isSuccess}
      formError={formError}
    >
      {liveCount === 0 && <Typography sx={{ mb: 2.5, color: 'text.secondary' }}>{t('education.empty')}</Typography>}
      {fields.map((field, index) => {
        if (field.deleted) return null;
        number += 1;
        return (
          <EducationEntry
            key={field.fieldKey}
            form={form}
            index={index}
            number={number}
            onRemove={() => removeEntry(index)}
          />
        );
      })}
      {listMessage && (
        <Alert severity="error" role="alert" sx={{ mb: 2 }}>
          {listMessage}
        </Alert>
      )}
      <Box sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: 2, mb: 3 }}>
        <Button
          startIcon={<Add />}
          variant="outlined"
          onClick={() => {
            if (withinLimit()) append(newEducationEntry());
          }}
        >
          {t('education.add')}
        </Button>
        <Typography variant="body2" color="text.secondary">
          {t('education.count', { count: liveCount, max: EDUCATIONS_MAX })}
        </Typography>
      </Box>
      <RemovedEducations
        entries={fields.flatMap((entry, index) =>
          entry.deleted
            ? [{ index, name: entry.school_name ?? '', saved: entry.id !== undefined && removedOnServer.has(entry.id) }]
            : [],
        )}
        onRestore={restoreEntry}
      />
    </SectionForm>
  );
}

function initialById(initial: EducationFormInput, id: number) {
  const found = initial.educations.find((entry) => entry.id === id);
  return found ? { ...found } : undefined;
}
