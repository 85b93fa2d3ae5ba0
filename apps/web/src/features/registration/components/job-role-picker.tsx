import type { PositionExperienceItem } from '@hashi/shared/profile-sections.schema';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useMemo } from 'react';
import { type UseFormReturn, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { FormSelectField } from '../../../components/form/form-select-field.tsx';
import { zodFormResolver } from '../../../components/form/zod-form-resolver.ts';
import { useMasterList } from '../../../lib/masters/master-list.ts';
import { requiredPick } from '../../../components/form/form-values.ts';
import { REGISTRATION_NS } from '../i18n.ts';

const pickerSchema = z.object({
  category_id: requiredPick,
  job_position_id: requiredPick,
  years_of_experience_range_id: requiredPick,
});
type PickerInput = z.input<typeof pickerSchema>;
export type PickerForm = UseFormReturn<PickerInput, unknown, z.output<typeof pickerSchema>>;

/** The picker's form, held by the Job step so that Next can count a role chosen but not added. */
export function useJobRolePickerForm(): PickerForm {
  return useForm<PickerInput, unknown, z.output<typeof pickerSchema>>({
    resolver: zodFormResolver(pickerSchema),
    defaultValues: { category_id: null, job_position_id: null, years_of_experience_range_id: null },
  });
}

/**
 * What the picker holds when the step is left: nothing (no role chosen; a category alone only
 * narrows the list), a complete role, or a started one with the labels' keys of what it lacks.
 */
export function pendingRole(
  form: PickerForm,
): { kind: 'none' } | { kind: 'complete'; role: PositionExperienceItem } | { kind: 'incomplete'; missing: string[] } {
  const { job_position_id, years_of_experience_range_id } = form.getValues();
  if (job_position_id === null) return { kind: 'none' };
  if (years_of_experience_range_id === null) return { kind: 'incomplete', missing: ['job.years'] };
  return { kind: 'complete', role: { job_position_id, years_of_experience_range_id } };
}

type JobRolePickerProps = {
  form: PickerForm;
  onAdd: (role: PositionExperienceItem) => void;
  /** The list is full (spec §9: 15): only a role already in it can still be changed. */
  isFull: boolean;
  isAdded: (jobPositionId: number) => boolean;
  max: number;
};

/**
 * The job-role add form: category, then a role of that category, then years. Changing the
 * category clears the role and the years, changing the role clears the years (spec §5), so a
 * role is never saved with a choice made for another.
 */
export function JobRolePicker({ form, onAdd, isFull, isAdded, max }: JobRolePickerProps) {
  const { t } = useTranslation(REGISTRATION_NS);
  const categories = useMasterList('job-position-categories');
  const positions = useMasterList('job-positions');
  const years = useMasterList('yoe-ranges');
  const { control, watch, setValue, handleSubmit, reset } = form;
  const categoryId = watch('category_id');
  const roleId = watch('job_position_id');
  const roles = useMemo(
    () => positions.items.filter((position) => position.category_id === categoryId),
    [positions.items, categoryId],
  );
  const blocked = isFull && !(roleId && isAdded(roleId));

  const add = handleSubmit((values) => {
    onAdd({
      job_position_id: values.job_position_id,
      years_of_experience_range_id: values.years_of_experience_range_id,
    });
    reset({ category_id: values.category_id, job_position_id: null, years_of_experience_range_id: null });
  });

  return (
    <Box
      role="group"
      aria-labelledby="job-role-picker-title"
      sx={{ p: 2, mb: 3, border: 1, borderColor: 'divider', borderRadius: 2, bgcolor: 'background.default' }}
    >
      <Typography id="job-role-picker-title" component="h3" variant="subtitle1" sx={{ fontWeight: 600, mb: 2 }}>
        {t('job.picker_title')}
      </Typography>
      <FormSelectField
        control={control}
        name="category_id"
        label={t('job.category')}
        options={categories.items}
        required
        onChanged={() => {
          setValue('job_position_id', null);
          setValue('years_of_experience_range_id', null);
        }}
      />
      <FormSelectField
        control={control}
        name="job_position_id"
        label={t('job.role')}
        options={roles}
        required
        disabled={!categoryId}
        helperText={categoryId ? undefined : t('job.choose_category_first')}
        onChanged={() => setValue('years_of_experience_range_id', null)}
      />
      <FormSelectField
        control={control}
        name="years_of_experience_range_id"
        label={t('job.years')}
        options={years.items}
        required
        disabled={!roleId}
      />
      {blocked && (
        <Typography role="alert" color="error" variant="body2" sx={{ mb: 1.5 }}>
          {t('job.limit', { max })}
        </Typography>
      )}
      <Button variant="outlined" onClick={() => void add()} disabled={blocked}>
        {t('job.add')}
      </Button>
    </Box>
  );
}
