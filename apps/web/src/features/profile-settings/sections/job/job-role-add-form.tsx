import { masterId } from '@hashi/shared/profile-fields';
import { positionExperienceItemSchema } from '@hashi/shared/profile-sections.schema';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useId, useMemo } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { FormSelectField } from '../../../../components/form/form-select-field.tsx';
import { zodFormResolver } from '../../../../components/form/zod-form-resolver.ts';
import { useMasterList } from '../../../../lib/masters/master-list.ts';
import type { YearsEntry } from '../../components/use-years-entries.ts';
import { PROFILE_SETTINGS_NS } from '../../i18n.ts';

const addSchema = positionExperienceItemSchema.extend({ category_id: masterId });
type AddValues = z.input<typeof addSchema>;
type AddOutput = z.output<typeof addSchema>;
const resolver = zodFormResolver(addSchema);
const EMPTY = { category_id: null, job_position_id: null, years_of_experience_range_id: null } as unknown as AddValues;

/**
 * Category → role → years (spec §5): changing the category clears the role and the years, changing
 * the role clears the years, so a band is never kept for a role it was not chosen for.
 */
export function JobRoleAddForm({
  listed,
  onAdd,
}: {
  listed: readonly YearsEntry[];
  onAdd: (entry: YearsEntry) => void;
}) {
  const { t } = useTranslation(PROFILE_SETTINGS_NS);
  const headingId = useId();
  const form = useForm<AddValues, unknown, AddOutput>({ resolver, defaultValues: EMPTY });
  const { control, setValue, handleSubmit, reset } = form;
  const categoryId = useWatch({ control, name: 'category_id' });
  const categories = useMasterList('job-position-categories').items;
  const positions = useMasterList('job-positions', { category_id: categoryId ?? undefined }, { enabled: !!categoryId });
  const years = useMasterList('yoe-ranges').items;
  // A role already listed is not offered again: one entry per role.
  const roleOptions = useMemo(
    () => positions.items.filter((role) => !listed.some((entry) => entry.refId === role.id)),
    [positions.items, listed],
  );

  const add = handleSubmit((values) => {
    onAdd({ refId: values.job_position_id, years: values.years_of_experience_range_id });
    reset({ ...EMPTY, category_id: values.category_id });
  });

  return (
    <Box
      role="group"
      aria-labelledby={headingId}
      sx={{ mt: 3, p: 2, border: 1, borderColor: 'divider', borderRadius: 1 }}
    >
      <Typography id={headingId} variant="h6" component="h2" sx={{ mb: 2 }}>
        {t('job.add_title')}
      </Typography>
      <FormSelectField
        control={control}
        name="category_id"
        label={t('job.category')}
        options={categories}
        required
        onChanged={() => {
          setValue('job_position_id', null as unknown as number);
          setValue('years_of_experience_range_id', null as unknown as number);
        }}
      />
      <FormSelectField
        control={control}
        name="job_position_id"
        label={t('job.role')}
        options={roleOptions}
        required
        disabled={!categoryId}
        helperText={categoryId ? undefined : t('job.role_after_category')}
        onChanged={() => setValue('years_of_experience_range_id', null as unknown as number)}
      />
      <FormSelectField
        control={control}
        name="years_of_experience_range_id"
        label={t('years.years')}
        options={years}
        required
      />
      <Button variant="outlined" onClick={add}>
        {t('job.add')}
      </Button>
    </Box>
  );
}
