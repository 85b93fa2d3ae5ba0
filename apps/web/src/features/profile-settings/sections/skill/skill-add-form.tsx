import { skillItemSchema } from '@hashi/shared/profile-sections.schema';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useId, useMemo } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { FormFieldLabel } from '../../../../components/form/form-field-label.tsx';
import { FormSelectField } from '../../../../components/form/form-select-field.tsx';
import { useErrorText } from '../../../../components/form/use-error-text.ts';
import { zodFormResolver } from '../../../../components/form/zod-form-resolver.ts';
import { useMasterList } from '../../../../lib/masters/master-list.ts';
import type { YearsEntry } from '../../components/use-years-entries.ts';
import { PROFILE_SETTINGS_NS } from '../../i18n.ts';
import type { SkillOption } from './skill-options.ts';

type AddValues = z.input<typeof skillItemSchema>;
type AddOutput = z.output<typeof skillItemSchema>;
const resolver = zodFormResolver(skillItemSchema);
const EMPTY = { skill_id: null, years_of_experience_range_id: null } as unknown as AddValues;

/** A skill found by typing (grouped by category, featured first) and its years of experience. */
export function SkillAddForm({
  options,
  listed,
  onAdd,
}: {
  options: SkillOption[];
  listed: readonly YearsEntry[];
  onAdd: (entry: YearsEntry) => void;
}) {
  const { t } = useTranslation(PROFILE_SETTINGS_NS);
  const { t: tCommon } = useTranslation();
  const errorText = useErrorText();
  const headingId = useId();
  const skillId = useId();
  const years = useMasterList('yoe-ranges').items;
  const form = useForm<AddValues, unknown, AddOutput>({ resolver, defaultValues: EMPTY });
  // A skill already listed is not offered again: one entry per skill.
  const available = useMemo(
    () => options.filter((option) => !listed.some((entry) => entry.refId === option.id)),
    [options, listed],
  );
  const add = form.handleSubmit((values) => {
    onAdd({ refId: values.skill_id, years: values.years_of_experience_range_id });
    form.reset(EMPTY);
  });

  return (
    <Box
      role="group"
      aria-labelledby={headingId}
      sx={{ mt: 3, p: 2, border: 1, borderColor: 'divider', borderRadius: 1 }}
    >
      <Typography id={headingId} variant="h6" component="h2" sx={{ mb: 2 }}>
        {t('skill.add_title')}
      </Typography>
      <Controller
        control={form.control}
        name="skill_id"
        render={({ field, fieldState }) => (
          <Box sx={{ mb: 2.5 }}>
            <FormFieldLabel htmlFor={skillId} required>
              {t('skill.skill')}
            </FormFieldLabel>
            <Autocomplete
              id={skillId}
              options={available}
              groupBy={(option) => option.categoryName}
              getOptionLabel={(option) => option.name}
              isOptionEqualToValue={(option, value) => option.id === value.id}
              value={available.find((option) => option.id === field.value) ?? null}
              onChange={(_, option) => field.onChange(option?.id ?? null)}
              onBlur={field.onBlur}
              noOptionsText={tCommon('form.no_options')}
              renderInput={(params) => (
                <TextField
                  {...params}
                  inputRef={field.ref}
                  placeholder={tCommon('form.search_placeholder')}
                  error={Boolean(fieldState.error)}
                  helperText={errorText(fieldState.error?.message)}
                />
              )}
            />
          </Box>
        )}
      />
      <FormSelectField
        control={form.control}
        name="years_of_experience_range_id"
        label={t('years.years')}
        options={years}
        required
      />
      <Button variant="outlined" onClick={add}>
        {t('skill.add')}
      </Button>
    </Box>
  );
}
