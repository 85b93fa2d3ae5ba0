import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { Profile } from '@hashi/shared/profile.schema';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormSelectField } from '../../../../components/form/form-select-field.tsx';
import { FormTextField } from '../../../../components/form/form-text-field.tsx';
import { useErrorText } from '../../../../components/form/use-error-text.ts';
import { zodFormResolver } from '../../../../components/form/zod-form-resolver.ts';
import { useMasterList } from '../../../../lib/masters/master-list.ts';
import { saveBasicInformation } from '../../../profile/api/save-basic-information.ts';
import { patchContactInformation } from '../../api/basic-information.ts';
import { SectionForm } from '../../components/section-form.tsx';
import { blankAsNull, preparedResolver, useSectionSave } from '../../components/use-section-save.ts';
import { PROFILE_SETTINGS_NS } from '../../i18n.ts';
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
  const { t, i18n } = useTranslation(PROFILE_SETTINGS_NS);
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
      label={t(`basic.${part}_name`)}
      registration={register(`${part}_name`)}
      error={errorText(errors[`${part}_name`]?.message)}
      autoComplete={part === 'first' ? 'given-name' : 'family-name'}
      required
    />
  );
  const furiganaField = (part: 'first' | 'last') => (
    <FormTextField
      key={part}
      label={t(`basic.furigana_${part}`)}
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
        {t('basic.furigana_hint')}
      </Typography>
      <Box sx={twoColumns}>{order.map(furiganaField)}</Box>
      <FormTextField
        label={t('basic.date_of_birth')}
        registration={register('date_of_birth')}
        error={errorText(errors.date_of_birth?.message)}
        type="date"
        autoComplete="bday"
        required
      />
      <GenderField control={control} />
      <FormSelectField
        control={control}
        name="nationality_id"
        label={t('basic.nationality')}
        options={nationalities}
        required
      />
      <AddressFields form={form} />
      <FormSelectField
        control={control}
        name="work_permission_id"
        label={t('basic.work_permission')}
        options={workPermissions}
      />
      <FormSelectField control={control} name="visa_status_id" label={t('basic.visa_status')} options={visaStatuses} />
      <FormTextField
        label={t('basic.visa_expiration_date')}
        registration={register('visa_expiration_date')}
        error={errorText(errors.visa_expiration_date?.message)}
        type="date"
      />
      <OnlineProfileFields form={form} savedGithub={profile.contact_information.github_url} />
    </SectionForm>
  );
}
