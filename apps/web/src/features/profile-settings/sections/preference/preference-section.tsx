import { MULTI_SELECT_MAX, PRIORITIES_MAX } from '@hashi/shared/constants';
import { preferenceRequestSchema } from '@hashi/shared/preference.schema';
import type { Profile } from '@hashi/shared/profile.schema';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormMultiSelectField } from '../../../../components/form/form-multi-select-field.tsx';
import { FormSelectField } from '../../../../components/form/form-select-field.tsx';
import { zodFormResolver } from '../../../../components/form/zod-form-resolver.ts';
import { useMasterList } from '../../../../lib/masters/master-list.ts';
import { SectionLoader } from '../../components/section-loader.tsx';
import { PROFILE_SETTINGS_NS } from '../../i18n.ts';
import { useProfile } from '../../../profile/api/profile.ts';
import { SectionForm } from '../../components/section-form.tsx';
import { useSectionSave } from '../../components/use-section-save.ts';
import { CharacterPairsField } from './character-pairs-field.tsx';
import { EmailNotificationsField } from './email-notifications-field.tsx';
import { ExcludedCompanies } from './excluded-companies.tsx';
import {
  PREFERENCE_FIELDS,
  type PreferenceFormInput,
  type PreferenceFormOutput,
  putPreferences,
  toPreferenceForm,
} from './preference-api.ts';
import { RemoteSwitch } from './remote-switch.tsx';
import { SalaryField } from './salary-field.tsx';
import { VisibilitySwitch } from './visibility-switch.tsx';
import { useIndustryOptions, useJobPositionOptions, usePrefectureOptions } from './use-grouped-options.ts';

/**
 * /profile-settings/preference (spec §2, §3): visibility to companies (ADR 0034), job search status, work locations, remote from
 * overseas, industries, roles, employment type, minimum salary, priorities, character pairs and
 * e-mail notifications; then the excluded companies.
 */
export default function PreferenceSection() {
  const profile = useProfile();
  return (
    <SectionLoader query={profile}>
      {(data) => (
        <>
          <PreferenceForm profile={data} />
          <ExcludedCompanies companies={data.excluded_companies} />
        </>
      )}
    </SectionLoader>
  );
}

function PreferenceForm({ profile }: { profile: Profile }) {
  const { t } = useTranslation(PROFILE_SETTINGS_NS);
  const [remote, setRemote] = useState(profile.preference.remote_from_overseas);
  const statuses = useMasterList('job-search-statuses');
  const employmentTypes = useMasterList('employment-types');
  const appealPoints = useMasterList('appeal-points');
  const prefectures = usePrefectureOptions();
  const industries = useIndustryOptions();
  const positions = useJobPositionOptions();
  const form = useForm<PreferenceFormInput, unknown, PreferenceFormOutput>({
    resolver: zodFormResolver(preferenceRequestSchema),
    defaultValues: toPreferenceForm(profile.preference),
  });
  const { onSubmit, saving, saved, formError } = useSectionSave(
    form,
    PREFERENCE_FIELDS,
    // The whole section is saved, so the remote choice (saved on its own) is sent as it stands.
    (values) => putPreferences({ ...values, remote_from_overseas: remote }),
    { toForm: toPreferenceForm, onSaved: (preference) => setRemote(preference.remote_from_overseas) },
  );
  const { control } = form;

  return (
    <SectionForm onSubmit={onSubmit} dirty={form.formState.isDirty} saving={saving} saved={saved} formError={formError}>
      <VisibilitySwitch initial={profile.preference.visible_to_companies} />
      <FormSelectField
        control={control}
        name="job_search_status_id"
        label={t('preference.job_search_status')}
        options={statuses.items}
      />
      <FormMultiSelectField
        control={control}
        name="prefecture_ids"
        label={t('preference.prefectures')}
        options={prefectures.options}
        groupBy={prefectures.groupBy}
        max={MULTI_SELECT_MAX}
      />
      <RemoteSwitch value={remote} onSaved={setRemote} />
      <FormMultiSelectField
        control={control}
        name="industry_ids"
        label={t('preference.industries')}
        options={industries.options}
        groupBy={industries.groupBy}
        max={MULTI_SELECT_MAX}
      />
      <FormMultiSelectField
        control={control}
        name="job_position_ids"
        label={t('preference.job_roles')}
        options={positions.options}
        groupBy={positions.groupBy}
        max={MULTI_SELECT_MAX}
      />
      <FormSelectField
        control={control}
        name="employment_type_id"
        label={t('preference.employment_type')}
        options={employmentTypes.items}
      />
      <SalaryField control={control} />
      <FormMultiSelectField
        control={control}
        name="appeal_point_ids"
        label={t('preference.priorities')}
        options={appealPoints.items}
        max={PRIORITIES_MAX}
      />
      <CharacterPairsField control={control} />
      <EmailNotificationsField control={control} />
    </SectionForm>
  );
}
