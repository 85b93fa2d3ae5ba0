import { IT_SKILLS_MAX, ROLE_AND_SIZE_MAX, WORK_DETAIL_MAX } from '@hashi/shared/constants';
import type { Profile } from '@hashi/shared/profile.schema';
import Box from '@mui/material/Box';
import { useMemo } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormSelectField } from '../../../components/form/form-select-field.tsx';
import { FormTextField } from '../../../components/form/form-text-field.tsx';
import { useErrorText } from '../../../components/form/use-error-text.ts';
import { useMasterList, useMasterNames } from '../../../lib/masters/master-list.ts';
import { emptyToNull } from '../../../components/form/form-values.ts';
import { REGISTRATION_NS } from '../i18n.ts';
import type { ExperienceFormInput, ExperienceFormOutput } from './experience-form-schema.ts';
import { FormCheckboxField } from '../../../components/form/form-checkbox-field.tsx';
import { endSentenceAfterName } from '../../../lib/format/sentence.ts';

type ExperienceFieldsProps = {
  form: UseFormReturn<ExperienceFormInput, unknown, ExperienceFormOutput>;
  profile: Profile;
  alreadyExcluded: (company: string) => boolean;
};

const twoColumns = { display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, columnGap: 2 } as const;

/** The fields of one work experience (spec §3): company, role, period, what the applicant did. */
export function ExperienceFields({ form, profile, alreadyExcluded }: ExperienceFieldsProps) {
  const { t } = useTranslation(REGISTRATION_NS);
  const errorText = useErrorText();
  const { register, control, watch, setValue, formState } = form;
  const { errors } = formState;
  const industries = useMasterList('industries');
  const employmentTypes = useMasterList('employment-types');
  const companySizes = useMasterList('company-sizes');
  const positionNames = useMasterNames('job-positions');
  const roleOptions = useMemo(
    () =>
      profile.position_experiences.map((role) => ({
        id: role.job_position_id,
        name: positionNames.get(role.job_position_id) ?? '',
      })),
    [profile.position_experiences, positionNames],
  );
  const isCurrent = watch('is_current');
  const company = watch('company_name') ?? '';
  const detailLength = (watch('work_detail') ?? '').length;

  return (
    <>
      <FormTextField
        label={t('experience.company_name')}
        registration={register('company_name')}
        error={errorText(errors.company_name?.message)}
        autoComplete="organization"
        maxLength={255}
        required
      />
      <FormCheckboxField control={control} name="is_japanese_company" label={t('experience.is_japanese_company')} />
      <FormSelectField
        control={control}
        name="industry_id"
        label={t('experience.industry')}
        options={industries.items}
        required
      />
      <FormSelectField
        control={control}
        name="company_size_id"
        label={t('experience.company_size')}
        options={companySizes.items}
        required
      />
      <FormSelectField
        control={control}
        name="employment_type_id"
        label={t('experience.employment_type')}
        options={employmentTypes.items}
        required
      />
      <FormTextField
        label={t('experience.job_title')}
        registration={register('job_title')}
        error={errorText(errors.job_title?.message)}
        autoComplete="organization-title"
        maxLength={255}
        required
      />
      <Box sx={twoColumns}>
        <FormTextField
          label={t('experience.period_from')}
          registration={register('period_from')}
          error={errorText(errors.period_from?.message)}
          helperText={t('experience.month_format')}
          maxLength={7}
          required
        />
        <FormTextField
          label={t('experience.period_to')}
          registration={register('period_to', { setValueAs: emptyToNull })}
          error={errorText(errors.period_to?.message)}
          helperText={isCurrent ? t('experience.period_to_current') : t('experience.month_format')}
          maxLength={7}
          disabled={isCurrent}
          required={!isCurrent}
        />
      </Box>
      <FormCheckboxField
        control={control}
        name="is_current"
        label={t('experience.is_current')}
        onChanged={(checked) => {
          if (checked) setValue('period_to', null, { shouldValidate: formState.isSubmitted });
          else setValue('exclude_company', false);
        }}
      />
      {isCurrent &&
        company.trim() !== '' &&
        (alreadyExcluded(company) ? (
          <Box sx={{ typography: 'body2', color: 'text.secondary', mt: -1, mb: 2, ml: 4 }}>
            {endSentenceAfterName(t('experience.already_excluded', { company: company.trim() }))}
          </Box>
        ) : (
          <FormCheckboxField
            control={control}
            name="exclude_company"
            label={t('experience.exclude_company', { company: company.trim() })}
            description={t('experience.exclude_company_hint')}
          />
        ))}
      {roleOptions.length > 1 && (
        <FormSelectField
          control={control}
          name="template_role_id"
          label={t('experience.template_role')}
          options={roleOptions}
          helperText={t('experience.template_role_hint')}
        />
      )}
      <FormTextField
        label={t('experience.work_detail')}
        registration={register('work_detail')}
        error={errorText(errors.work_detail?.message)}
        helperText={t('experience.work_detail_hint', { count: detailLength, max: WORK_DETAIL_MAX })}
        multiline
        minRows={10}
        maxLength={WORK_DETAIL_MAX}
        required
      />
      <FormTextField
        label={t('experience.it_skills')}
        registration={register('it_skills')}
        error={errorText(errors.it_skills?.message)}
        multiline
        minRows={2}
        maxLength={IT_SKILLS_MAX}
      />
      <FormTextField
        label={t('experience.role_and_size')}
        registration={register('role_and_size')}
        error={errorText(errors.role_and_size?.message)}
        helperText={t('experience.role_and_size_hint')}
        multiline
        minRows={2}
        maxLength={ROLE_AND_SIZE_MAX}
      />
    </>
  );
}
