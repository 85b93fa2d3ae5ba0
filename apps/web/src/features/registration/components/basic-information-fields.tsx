import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useMemo } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormSelectField } from '../../../components/form/form-select-field.tsx';
import { FormTextField } from '../../../components/form/form-text-field.tsx';
import { useErrorText } from '../../../components/form/use-error-text.ts';
import { useMasterList } from '../../../lib/masters/master-list.ts';
import { emptyToNull } from '../../../components/form/form-values.ts';
import { REGISTRATION_NS } from '../i18n.ts';
import { type BasicFormInput, type BasicFormOutput, JAPAN_COUNTRY_ID } from './basic-information-schema.ts';
import { FormRadioField } from '../../../components/form/form-radio-field.tsx';

const twoColumns = { display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, columnGap: 2 } as const;

/**
 * The fields of the Basic Information step. Names follow the reader's language: family name first
 * in Japanese, given name first in English; furigana is optional, as many applicants have none.
 */
export function BasicInformationFields({ form }: { form: UseFormReturn<BasicFormInput, unknown, BasicFormOutput> }) {
  const { t, i18n } = useTranslation(REGISTRATION_NS);
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
      label={t(`basic.${name}`)}
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
        {t('basic.furigana_hint')}
      </Typography>
      <FormTextField
        label={t('basic.date_of_birth')}
        type="date"
        registration={register('date_of_birth')}
        error={errorText(errors.date_of_birth?.message)}
        autoComplete="bday"
        required
      />
      <FormRadioField
        control={control}
        name="gender"
        label={t('basic.gender')}
        row
        required
        options={(['male', 'female', 'other'] as const).map((id) => ({ id, name: t(`basic.gender_${id}`) }))}
      />
      <FormSelectField
        control={control}
        name="nationality_id"
        label={t('basic.nationality')}
        options={nationalities.items}
        required
      />
      <FormSelectField
        control={control}
        name="country_id"
        label={t('basic.country')}
        options={countries.items}
        required
        onChanged={(id) => {
          if (id !== JAPAN_COUNTRY_ID) setValue('prefecture_id', null);
        }}
      />
      {livesInJapan && (
        <FormSelectField
          control={control}
          name="prefecture_id"
          label={t('basic.prefecture')}
          options={prefectures.items}
        />
      )}
      <FormTextField
        label={t('basic.city')}
        registration={register('city')}
        error={errorText(errors.city?.message)}
        maxLength={255}
        autoComplete="address-level2"
      />
      <FormTextField
        label={t('basic.street_address')}
        registration={register('street_address')}
        error={errorText(errors.street_address?.message)}
        maxLength={255}
        autoComplete="street-address"
      />
      <FormSelectField
        control={control}
        name="work_permission_id"
        label={t('basic.work_permission')}
        options={permissions.items}
      />
      <FormSelectField control={control} name="visa_status_id" label={t('basic.visa_status')} options={visas.items} />
      <FormTextField
        label={t('basic.visa_expiration_date')}
        type="date"
        registration={register('visa_expiration_date', { setValueAs: emptyToNull })}
        error={errorText(errors.visa_expiration_date?.message)}
      />
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 2fr' }, columnGap: 2 }}>
        <FormSelectField
          control={control}
          name="dialing_code_id"
          label={t('basic.dialing_code')}
          options={dialingOptions}
        />
        <FormTextField
          label={t('basic.phone')}
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
