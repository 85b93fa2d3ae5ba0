import { MASTER_IDS } from '@hashi/shared/masters.schema';
import { type UseFormReturn, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormSelectField } from '../../../../components/form/form-select-field.tsx';
import { FormTextField } from '../../../../components/form/form-text-field.tsx';
import { useErrorText } from '../../../../components/form/use-error-text.ts';
import { useMasterList } from '../../../../lib/masters/master-list.ts';
import { PROFILE_SETTINGS_NS } from '../../i18n.ts';
import type { BasicInformationOutput, BasicInformationValues } from './basic-information-schema.ts';

type Form = UseFormReturn<BasicInformationValues, unknown, BasicInformationOutput>;

/** Country of residence, then the prefecture when it is Japan, city and street (spec §3). */
export function AddressFields({ form }: { form: Form }) {
  const { t } = useTranslation(PROFILE_SETTINGS_NS);
  const errorText = useErrorText();
  const { control, register, setValue, formState } = form;
  const countries = useMasterList('countries').items;
  const prefectures = useMasterList('japan-prefectures').items;
  const countryId = useWatch({ control, name: 'country_id' });
  const inJapan = countryId === MASTER_IDS.countryJapan;
  return (
    <>
      <FormSelectField
        control={control}
        name="country_id"
        label={t('basic.country')}
        options={countries}
        required
        onChanged={(id) => {
          if (id !== MASTER_IDS.countryJapan) setValue('prefecture_id', null, { shouldDirty: true });
        }}
      />
      {inJapan && (
        <FormSelectField control={control} name="prefecture_id" label={t('basic.prefecture')} options={prefectures} />
      )}
      <FormTextField
        label={t('basic.city')}
        registration={register('city')}
        error={errorText(formState.errors.city?.message)}
        autoComplete="address-level2"
      />
      <FormTextField
        label={t('basic.street_address')}
        registration={register('street_address')}
        error={errorText(formState.errors.street_address?.message)}
        autoComplete="street-address"
      />
    </>
  );
}
