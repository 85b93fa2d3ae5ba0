import { MASTER_IDS } from '@hashi/shared/masters.schema';
import { type UseFormReturn, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormSearchSelectField } from '../../../../components/form/form-search-select-field.tsx';
import { FormSelectField } from '../../../../components/form/form-select-field.tsx';
import { FormTextField } from '../../../../components/form/form-text-field.tsx';
import { useErrorText } from '../../../../components/form/use-error-text.ts';
import { LIKELY_COUNTRY_IDS } from '../../../../lib/masters/likely-choices.ts';
import { useMasterList } from '../../../../lib/masters/master-list.ts';
import { PROFILE_FIELDS_NS } from '../../../profile/i18n.ts';
import type { BasicInformationOutput, BasicInformationValues } from './basic-information-schema.ts';

type Form = UseFormReturn<BasicInformationValues, unknown, BasicInformationOutput>;

/** Country of residence, then the prefecture when it is Japan, city and street (spec §3). */
export function AddressFields({ form }: { form: Form }) {
  const { t } = useTranslation(PROFILE_FIELDS_NS);
  const errorText = useErrorText();
  const { control, register, setValue, formState } = form;
  const countries = useMasterList('countries').items;
  const prefectures = useMasterList('japan-prefectures').items;
  const countryId = useWatch({ control, name: 'country_id' });
  const inJapan = countryId === MASTER_IDS.countryJapan;
  return (
    <>
      <FormSearchSelectField
        control={control}
        name="country_id"
        label={t('fields.country')}
        options={countries}
        likelyIds={LIKELY_COUNTRY_IDS}
        required
        onChanged={(id) => {
          if (id !== MASTER_IDS.countryJapan) setValue('prefecture_id', null, { shouldDirty: true });
        }}
      />
      {inJapan && (
        <FormSelectField control={control} name="prefecture_id" label={t('fields.prefecture')} options={prefectures} />
      )}
      <FormTextField
        label={t('fields.city')}
        registration={register('city')}
        error={errorText(formState.errors.city?.message)}
        autoComplete="address-level2"
      />
      <FormTextField
        label={t('fields.street_address')}
        registration={register('street_address')}
        error={errorText(formState.errors.street_address?.message)}
        autoComplete="street-address"
      />
    </>
  );
}
