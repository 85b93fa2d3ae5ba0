import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { Profile } from '@hashi/shared/profile.schema';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormDateField } from '../../../../components/form/form-date-field.tsx';
import { FormSearchSelectField } from '../../../../components/form/form-search-select-field.tsx';
import { FormSelectField } from '../../../../components/form/form-select-field.tsx';
import { FormTextField } from '../../../../components/form/form-text-field.tsx';
import { useErrorText } from '../../../../components/form/use-error-text.ts';
import { zodFormResolver } from '../../../../components/form/zod-form-resolver.ts';
import { LIKELY_COUNTRY_IDS } from '../../../../lib/masters/likely-choices.ts';
import { useMasterList } from '../../../../lib/masters/master-list.ts';
import { saveBasicInformation } from '../../../profile/api/save-basic-information.ts';
import { PROFILE_FIELDS_NS } from '../../../profile/i18n.ts';
import { patchContactInformation } from '../../api/basic-information.ts';
import { SectionForm } from '../../components/section-form.tsx';
import { blankAsNull, preparedResolver, useSectionSave } from '../../components/use-section-save.ts';
import { AddressFields } from './address-fields.tsx';
import {
  BASIC_INFORMATION_FIELDS,
  type BasicInformationOutput,
  type BasicInformationValues,
  basicInformationDefaults,
  basicInformationFormSchema,
} from './basic-information-schema.ts';
import { GenderField } from './gender-field.tsx';
import { OnlineProfileFields } from './online-profile-fields.tsx';
import { ProfileMediaFields } from './profile-media-fields.tsx';

const resolver = preparedResolver(
  zodFormResolver(basicInformationFormSchema),
  blankAsNull<BasicInformationValues>(['date_of_birth', 'visa_expiration_date']),
);

const twoColumns = { display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, columnGap: 2 } as const;

export function BasicInformationForm({ profile }: { profile: Profile }) {
  // The wizard shows these fields with the same labels, from the profile's shared texts (issue 13).
  const { t, i18n } = useTranslation(PROFILE_FIELDS_NS);
  const errorText = useErrorText();
  const form = useForm<BasicInformationValues, unknown, BasicInformationOutput>({
    resolver,
    defaultValues: basicInformationDefaults(profile),
  });
  const { register, control, formState } = form;
  const { errors } = formState;
  const nationalities = useMasterList('nationalities').items;
  const workPermissions = useMasterList('work-permissions').items;
  const visaStatuses = useMasterList('visa-statuses').items;

  const { onSubmit, saving, saved, formError } = useSectionSave(
    form,
    BASIC_INFORMATION_FIELDS,
    async ({ linkedin_url, github_url, ...basic }) => {
      await saveBasicInformation(basic);
      const { dirtyFields } = form.formState;
      if (dirtyFields.linkedin_url || dirtyFields.github_url) {
        await patchContactInformation({ linkedin_url, github_url });
      }
    },
  );

  // Japanese names are written family name first; other names keep the order their owners use.
  const familyFirst = i18n.language === 'ja';
  const nameField = (part: 'first' | 'last') => (
    <FormTextField
      key={part}
      label={t(`fields.${part}_name`)}
      registration={register(`${part}_name`)}
      error={errorText(errors[`${part}_name`]?.message)}
      autoComplete={part === 'first' ? 'given-name' : 'family-name'}
      required
    />
  );
  const furiganaField = (part: 'first' | 'last') => (
    <FormTextField
      key={part}
      label={t(`fields.furigana_${part}_name`)}
      registration={register(`furigana_${part}_name`)}
      error={errorText(errors[`furigana_${part}_name`]?.message)}
    />
  );
  const order = familyFirst ? (['last', 'first'] as const) : (['first', 'last'] as const);

  return (
    <SectionForm onSubmit={onSubmit} dirty={formState.isDirty} saving={saving} saved={saved} formError={formError}>
      <ProfileMediaFields profile={profile} />
      <Box sx={twoColumns}>{order.map(nameField)}</Box>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {t('fields.furigana_hint')}
      </Typography>
      <Box sx={twoColumns}>{order.map(furiganaField)}</Box>
      <FormDateField
        control={control}
        name="date_of_birth"
        label={t('fields.date_of_birth')}
        autoComplete="bday"
        required
      />
      <GenderField control={control} />
      <FormSearchSelectField
        control={control}
        name="nationality_id"
        label={t('fields.nationality')}
        options={nationalities}
        likelyIds={LIKELY_COUNTRY_IDS}
        required
      />
      <AddressFields form={form} />
      <FormSelectField
        control={control}
        name="work_permission_id"
        label={t('fields.work_permission')}
        options={workPermissions}
      />
      <FormSelectField control={control} name="visa_status_id" label={t('fields.visa_status')} options={visaStatuses} />
      <FormDateField control={control} name="visa_expiration_date" label={t('fields.visa_expiration_date')} />
      <OnlineProfileFields form={form} savedGithub={profile.contact_information.github_url} />
    </SectionForm>
  );
}
