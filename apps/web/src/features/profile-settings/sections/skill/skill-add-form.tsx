import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { FormFieldLabel } from '../../../../components/form/form-field-label.tsx';
import { useFormField } from '../../../../components/form/use-form-field.ts';
import type { YearsEntry } from '../../components/use-years-entries.ts';
import { type AddEntryForm, YearsAddForm } from '../../components/years-add-form.tsx';
import { PROFILE_SETTINGS_NS } from '../../i18n.ts';
import type { SkillOption } from './skill-options.ts';

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
  return (
    <YearsAddForm title={t('skill.add_title')} addLabel={t('skill.add')} listed={listed} onAdd={onAdd}>
      {(form, unlisted) => <SkillPicker form={form} available={unlisted(options)} />}
    </YearsAddForm>
  );
}

function SkillPicker({ form, available }: { form: AddEntryForm; available: SkillOption[] }) {
  const { t } = useTranslation(PROFILE_SETTINGS_NS);
  const { t: tCommon } = useTranslation();
  const { id, field, error } = useFormField(form.control, 'ref_id');
  return (
    <Box sx={{ mb: 2.5 }}>
      <FormFieldLabel htmlFor={id} required>
        {t('skill.skill')}
      </FormFieldLabel>
      <Autocomplete
        id={id}
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
            error={Boolean(error)}
            helperText={error}
          />
        )}
      />
    </Box>
  );
}
