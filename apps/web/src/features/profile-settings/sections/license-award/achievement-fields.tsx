import Add from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useMemo } from 'react';
import { type UseFormReturn, useFieldArray } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormSelectField } from '../../../../components/form/form-select-field.tsx';
import { FormTextField } from '../../../../components/form/form-text-field.tsx';
import { useErrorText } from '../../../../components/form/use-error-text.ts';
import { EntryFieldset, GroupHeading } from '../../../../components/form/entry-fieldset.tsx';
import { PROFILE_SETTINGS_NS } from '../../i18n.ts';
import type { LicenseAwardFormInput, LicenseAwardFormOutput } from './license-award-api.ts';
import { LicenseNameField } from './license-name-field.tsx';

type Form = UseFormReturn<LicenseAwardFormInput, unknown, LicenseAwardFormOutput>;

const FIRST_YEAR = 1950;

/** Years a license can have been acquired in, newest first. */
function useYearOptions() {
  return useMemo(() => {
    const last = new Date().getFullYear();
    return Array.from({ length: last - FIRST_YEAR + 1 }, (_, i) => ({ id: last - i, name: String(last - i) }));
  }, []);
}

/** A message about the whole list (too many entries), under its heading. */
function ListError({ message }: { message: string | undefined }) {
  if (!message) return null;
  return (
    <Typography role="alert" color="error" variant="body2" sx={{ mb: 2 }}>
      {message}
    </Typography>
  );
}

export function LicenseFields({ form }: { form: Form }) {
  const { t } = useTranslation(PROFILE_SETTINGS_NS);
  const errorText = useErrorText();
  const years = useYearOptions();
  const { fields, append, remove } = useFieldArray({ control: form.control, name: 'licenses' });
  const errors = form.formState.errors.licenses;
  return (
    <section aria-labelledby="licenses-heading">
      <GroupHeading id="licenses-heading">{t('license_award.licenses_title')}</GroupHeading>
      <ListError message={errorText(errors?.message ?? errors?.root?.message)} />
      {fields.length === 0 && (
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          {t('license_award.licenses_empty')}
        </Typography>
      )}
      {fields.map((field, i) => (
        <EntryFieldset
          key={field.id}
          legend={t('license_award.license_item', { n: i + 1 })}
          removeLabel={t('license_award.remove_license', { n: i + 1 })}
          onRemove={() => remove(i)}
        >
          <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '2fr 1fr' }, columnGap: 2 }}>
            <LicenseNameField control={form.control} index={i} error={errorText(errors?.[i]?.name?.message)} />
            <FormSelectField
              control={form.control}
              name={`licenses.${i}.year`}
              label={t('license_award.license_year')}
              options={years}
            />
          </Box>
        </EntryFieldset>
      ))}
      <Button startIcon={<Add />} variant="outlined" onClick={() => append({ name: '', year: null })}>
        {t('license_award.add_license')}
      </Button>
    </section>
  );
}

export function AwardFields({ form }: { form: Form }) {
  const { t } = useTranslation(PROFILE_SETTINGS_NS);
  const errorText = useErrorText();
  const { fields, append, remove } = useFieldArray({ control: form.control, name: 'awards' });
  const errors = form.formState.errors.awards;
  return (
    <section aria-labelledby="awards-heading">
      <GroupHeading id="awards-heading" help={t('license_award.awards_help')}>
        {t('license_award.awards_title')}
      </GroupHeading>
      <ListError message={errorText(errors?.message ?? errors?.root?.message)} />
      {fields.length === 0 && (
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          {t('license_award.awards_empty')}
        </Typography>
      )}
      {fields.map((field, i) => (
        <EntryFieldset
          key={field.id}
          legend={t('license_award.award_item', { n: i + 1 })}
          removeLabel={t('license_award.remove_award', { n: i + 1 })}
          onRemove={() => remove(i)}
        >
          <FormTextField
            label={t('license_award.award_name')}
            registration={form.register(`awards.${i}.name`)}
            error={errorText(errors?.[i]?.name?.message)}
            required
            maxLength={255}
          />
        </EntryFieldset>
      ))}
      <Button startIcon={<Add />} variant="outlined" onClick={() => append({ name: '' })} sx={{ mb: 3 }}>
        {t('license_award.add_award')}
      </Button>
    </section>
  );
}
