import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import { Controller, type UseFormReturn, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormSelectField } from '../../../../components/form/form-select-field.tsx';
import { FormTextField } from '../../../../components/form/form-text-field.tsx';
import { useErrorText } from '../../../../components/form/use-error-text.ts';
import { useMasterList } from '../../../../lib/masters/master-list.ts';
import { EntryFieldset } from '../../../../components/form/entry-fieldset.tsx';
import { PROFILE_SETTINGS_NS } from '../../i18n.ts';
import type { EducationFormInput, EducationFormOutput } from './education-api.ts';

type Form = UseFormReturn<EducationFormInput, unknown, EducationFormOutput>;

/** An empty month field is "not given" (null), which the shared month schema accepts. */
const monthValue = (value: unknown) => (typeof value === 'string' && value.trim() !== '' ? value.trim() : null);

const twoColumns = { display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, columnGap: 2 } as const;

/** The fields of one live education (spec §3): school, URL, degree, major, location, period, current. */
export function EducationEntry({
  form,
  index,
  number,
  onRemove,
}: {
  form: Form;
  index: number;
  number: number;
  onRemove: () => void;
}) {
  const { t } = useTranslation(PROFILE_SETTINGS_NS);
  const errorText = useErrorText();
  const levels = useMasterList('educational-levels');
  const current = useWatch({ control: form.control, name: `educations.${index}.is_current` });
  const errors = form.formState.errors.educations?.[index];
  const path = <K extends string>(name: K) => `educations.${index}.${name}` as const;

  return (
    <EntryFieldset
      legend={t('education.item', { n: number })}
      removeLabel={t('education.remove', { n: number })}
      onRemove={onRemove}
    >
      <FormTextField
        label={t('education.school_name')}
        registration={form.register(path('school_name'))}
        error={errorText(errors?.school_name?.message)}
        required
        maxLength={255}
      />
      <FormTextField
        label={t('education.school_url')}
        registration={form.register(path('school_url'))}
        error={errorText(errors?.school_url?.message)}
        helperText={t('education.school_url_help')}
        type="url"
        inputMode="text"
        autoComplete="url"
      />
      <Box sx={twoColumns}>
        <FormSelectField
          control={form.control}
          name={path('educational_level_id')}
          label={t('education.level')}
          options={levels.items}
        />
        <FormTextField
          label={t('education.major')}
          registration={form.register(path('major'))}
          error={errorText(errors?.major?.message)}
          maxLength={255}
        />
      </Box>
      <FormTextField
        label={t('education.location')}
        registration={form.register(path('location'))}
        error={errorText(errors?.location?.message)}
        maxLength={255}
      />
      <Box sx={twoColumns}>
        <FormTextField
          label={t('education.start')}
          registration={form.register(path('period_from'), { setValueAs: monthValue })}
          error={errorText(errors?.period_from?.message)}
          inputMode="numeric"
          maxLength={7}
        />
        <FormTextField
          label={t('education.end')}
          registration={form.register(path('period_to'), { setValueAs: monthValue })}
          error={errorText(errors?.period_to?.message)}
          inputMode="numeric"
          maxLength={7}
          disabled={Boolean(current)}
        />
      </Box>
      <Controller
        control={form.control}
        name={path('is_current')}
        render={({ field }) => (
          <FormControlLabel
            sx={{ mt: -1.5, mb: 1.5 }}
            label={t('education.current')}
            control={
              <Checkbox
                name={field.name}
                slotProps={{ input: { ref: field.ref } as object }}
                checked={Boolean(field.value)}
                onBlur={field.onBlur}
                onChange={(event) => {
                  field.onChange(event.target.checked);
                  // Still studying: there is no end month yet.
                  if (event.target.checked) form.setValue(path('period_to'), null, { shouldDirty: true });
                }}
              />
            }
          />
        )}
      />
    </EntryFieldset>
  );
}
