import type { Experience } from '@hashi/shared/experience.schema';
import { IT_SKILLS_MAX, ROLE_AND_SIZE_MAX, WORK_DETAIL_MAX } from '@hashi/shared/constants';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Typography from '@mui/material/Typography';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormSelectField } from '../../../../components/form/form-select-field.tsx';
import { FormTextField } from '../../../../components/form/form-text-field.tsx';
import { useErrorText } from '../../../../components/form/use-error-text.ts';
import { useMasterList } from '../../../../lib/masters/master-list.ts';
import { useConfirm } from '../../../../components/feedback/use-confirm.ts';
import { storeExperience, updateExperience } from '../../../profile/api/experiences.ts';
import { SectionForm } from '../../components/section-form.tsx';
import { useSectionSave } from '../../components/use-section-save.ts';
import { PROFILE_SETTINGS_NS } from '../../i18n.ts';
import {
  EXPERIENCE_FIELDS,
  type ExperienceOutput,
  type ExperienceValues,
  experienceDefaults,
  experienceResolver,
} from './work-experience-schema.ts';
import { WorkDetailField } from './work-detail-field.tsx';

type ExperienceEditorProps = {
  entry: Experience | null;
  defaultRoleId: number | null;
  onSaved: (values: ExperienceOutput) => void;
  onClose: () => void;
};

const twoColumns = { display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, columnGap: 2 } as const;

/** Adds or edits one work experience with every rule of spec §5. */
export function ExperienceEditor({ entry, defaultRoleId, onSaved, onClose }: ExperienceEditorProps) {
  const { t } = useTranslation(PROFILE_SETTINGS_NS);
  const errorText = useErrorText();
  const confirm = useConfirm();
  const form = useForm<ExperienceValues, unknown, ExperienceOutput>({
    resolver: experienceResolver,
    defaultValues: experienceDefaults(entry),
  });
  const { register, control, formState, setValue } = form;
  const { errors } = formState;
  const isCurrent = useWatch({ control, name: 'is_current' });
  const industries = useMasterList('industries').items;
  const sizes = useMasterList('company-sizes').items;
  const employmentTypes = useMasterList('employment-types').items;
  const { onSubmit, saving, formError } = useSectionSave(
    form,
    EXPERIENCE_FIELDS,
    (values) => (entry ? updateExperience(entry.id, values) : storeExperience(values)),
    { onSaved: (_saved, values) => onSaved(values) },
  );

  const cancel = async () => {
    if (formState.isDirty) {
      const discard = await confirm({
        title: t('experience.discard_title'),
        message: t('experience.discard_message'),
        confirmLabel: t('experience.discard'),
        cancelLabel: t('experience.keep_editing'),
        destructive: true,
      });
      if (!discard) return;
    }
    onClose();
  };

  const text = (name: 'company_name' | 'job_title' | 'it_skills' | 'role_and_size' | 'projects', max?: number) => (
    <FormTextField
      label={t(`experience.${name}`)}
      registration={register(name)}
      error={errorText(errors[name]?.message)}
      required={name === 'company_name' || name === 'job_title'}
      multiline={max !== undefined}
      minRows={max !== undefined ? 3 : undefined}
      helperText={max !== undefined ? t('experience.max_hint', { max }) : undefined}
    />
  );

  return (
    <Box>
      <Typography variant="h6" component="h2" sx={{ mb: 2 }}>
        {entry ? t('experience.edit_title') : t('experience.add_title')}
      </Typography>
      <SectionForm
        onSubmit={onSubmit}
        dirty={formState.isDirty}
        saving={saving}
        formError={formError}
        actions={<Button onClick={cancel}>{t('actions.cancel')}</Button>}
      >
        {text('company_name')}
        <Controller
          control={control}
          name="is_japanese_company"
          render={({ field }) => (
            <FormControlLabel
              sx={{ mb: 2, mt: -1 }}
              control={<Checkbox checked={Boolean(field.value)} onChange={(e) => field.onChange(e.target.checked)} />}
              label={t('experience.is_japanese_company')}
            />
          )}
        />
        <FormSelectField
          control={control}
          name="industry_id"
          label={t('experience.industry')}
          options={industries}
          required
        />
        <FormSelectField
          control={control}
          name="company_size_id"
          label={t('experience.company_size')}
          options={sizes}
          required
        />
        <FormSelectField
          control={control}
          name="employment_type_id"
          label={t('experience.employment_type')}
          options={employmentTypes}
          required
        />
        {text('job_title')}
        <Box sx={twoColumns}>
          <FormTextField
            label={t('experience.period_from')}
            registration={register('period_from')}
            error={errorText(errors.period_from?.message)}
            helperText={t('experience.month_hint')}
            inputMode="numeric"
            maxLength={7}
            required
          />
          <FormTextField
            label={t('experience.period_to')}
            registration={register('period_to')}
            error={errorText(errors.period_to?.message)}
            helperText={t('experience.month_hint')}
            inputMode="numeric"
            maxLength={7}
            required={!isCurrent}
            disabled={Boolean(isCurrent)}
          />
        </Box>
        <Controller
          control={control}
          name="is_current"
          render={({ field }) => (
            <FormControlLabel
              sx={{ mb: 2, mt: -1 }}
              control={
                <Checkbox
                  checked={Boolean(field.value)}
                  onChange={(e) => {
                    field.onChange(e.target.checked);
                    if (e.target.checked) setValue('period_to', '', { shouldDirty: true });
                  }}
                />
              }
              label={t('experience.is_current')}
            />
          )}
        />
        <WorkDetailField form={form} defaultRoleId={defaultRoleId} isNew={entry === null} />
        {text('it_skills', IT_SKILLS_MAX)}
        {text('role_and_size', ROLE_AND_SIZE_MAX)}
        {text('projects', WORK_DETAIL_MAX)}
      </SectionForm>
    </Box>
  );
}
