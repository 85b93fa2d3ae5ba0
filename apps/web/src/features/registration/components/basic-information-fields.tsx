import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useMemo } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormDateField } from '../../../components/form/form-date-field.tsx';
import { FormSearchSelectField } from '../../../components/form/form-search-select-field.tsx';
import { FormSelectField } from '../../../components/form/form-select-field.tsx';
import { FormTextField } from '../../../components/form/form-text-field.tsx';
import { useErrorText } from '../../../components/form/use-error-text.ts';
import { LIKELY_COUNTRY_IDS } from '../../../lib/masters/likely-choices.ts';
import { useMasterList } from '../../../lib/masters/master-list.ts';
import { PROFILE_FIELDS_NS } from '../../profile/i18n.ts';
import { type BasicFormInput, type BasicFormOutput, JAPAN_COUNTRY_ID } from './basic-information-schema.ts';
import { FormRadioField } from '../../../components/form/form-radio-field.tsx';

const twoColumns = { display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, columnGap: 2 } as const;

/**
 * The fields of the Basic Information step. Names follow the reader's language: family name first
 * in Japanese, given name first in English; furigana is optional, as many applicants have none.
 */
export function BasicInformationFields({ form }: { form: UseFormReturn<BasicFormInput, unknown, BasicFormOutput> }) {
  // Field labels come from the profile's shared texts: the settings show the same words (issue 13).
  const { t, i18n } = useTranslation(PROFILE_FIELDS_NS);
  const errorText = useErrorText();
  const { register, control, watch, setValue, formState } = form;
  const { errors } = formState;
  const nationalities = useMasterList('nationalities');
  const countries = useMasterList('countries');
  const prefectures = useMasterList('japan-prefectures');
  const permissions = useMasterList('work-permissions');
  const visas = useMasterList('visa-statuses');
  const dialingCodes = useMasterList('dialing-codes');
  const dialingOptions = useMemo(
    () => dialingCodes.items.map((item) => ({ id: item.id, name: `${item.name} (${item.code})` })),
    [dialingCodes.items],
  );
  const livesInJapan = watch('country_id') === JAPAN_COUNTRY_ID;
  const familyFirst = i18n.language === 'ja';

  const text = (name: 'first_name' | 'last_name' | 'furigana_first_name' | 'furigana_last_name', required = false) => (
    <FormTextField
      key={name}
      label={t(`fields.${name}`)}
      registration={register(name)}
      error={errorText(errors[name]?.message)}
      required={required}
      maxLength={100}
      autoComplete={name === 'first_name' ? 'given-name' : name === 'last_name' ? 'family-name' : undefined}
    />
  );
  const names = familyFirst ? ['last_name', 'first_name'] : ['first_name', 'last_name'];

  return (
    <>
      <Box sx={twoColumns}>{names.map((name) => text(name as 'first_name' | 'last_name', true))}</Box>
      <Box sx={twoColumns}>
        {names.map((name) => text(`furigana_${name}` as 'furigana_first_name' | 'furigana_last_name'))}
      </Box>
      <Typography variant="body2" color="text.secondary" sx={{ mt: -1.5, mb: 2.5 }}>
        {t('fields.furigana_hint')}
      </Typography>
      <FormDateField
        control={control}
        name="date_of_birth"
        label={t('fields.date_of_birth')}
        autoComplete="bday"
        required
      />
      <FormRadioField
        control={control}
        name="gender"
        label={t('fields.gender')}
        row
        required
        options={(['male', 'female', 'other'] as const).map((id) => ({ id, name: t(`fields.genders.${id}`) }))}
      />
      <FormSearchSelectField
        control={control}
        name="nationality_id"
        label={t('fields.nationality')}
        options={nationalities.items}
        likelyIds={LIKELY_COUNTRY_IDS}
        required
      />
      <FormSearchSelectField
        control={control}
        name="country_id"
        label={t('fields.country')}
        options={countries.items}
        likelyIds={LIKELY_COUNTRY_IDS}
        required
        onChanged={(id) => {
          if (id !== JAPAN_COUNTRY_ID) setValue('prefecture_id', null);
        }}
      />
      {livesInJapan && (
        <FormSelectField
          control={control}
          name="prefecture_id"
          label={t('fields.prefecture')}
          options={prefectures.items}
        />
      )}
      <FormTextField
        label={t('fields.city')}
        registration={register('city')}
        error={errorText(errors.city?.message)}
        maxLength={255}
        autoComplete="address-level2"
      />
      <FormTextField
        label={t('fields.street_address')}
        registration={register('street_address')}
        error={errorText(errors.street_address?.message)}
        maxLength={255}
        autoComplete="street-address"
      />
      <FormSelectField
        control={control}
        name="work_permission_id"
        label={t('fields.work_permission')}
        options={permissions.items}
      />
      <FormSelectField control={control} name="visa_status_id" label={t('fields.visa_status')} options={visas.items} />
      <FormDateField
        control={control}
        name="visa_expiration_date"
        label={t('fields.visa_expiration_date')}
        emptyValue={null}
      />
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 2fr' }, columnGap: 2 }}>
        <FormSearchSelectField
          control={control}
          name="dialing_code_id"
          label={t('fields.dialing_code')}
          options={dialingOptions}
          likelyIds={LIKELY_COUNTRY_IDS}
        />
        <FormTextField
          label={t('fields.phone')}
          type="tel"
          inputMode="tel"
          autoComplete="tel-national"
          registration={register('phone')}
          error={errorText(errors.phone?.message)}
          maxLength={20}
        />
      </Box>
    </>
  );
}
