import { WORK_SUMMARY_MAX } from '@hashi/shared/constants';
import { careerRequestSchema, type Profile } from '@hashi/shared/profile.schema';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { FormSelectField } from '../../../../components/form/form-select-field.tsx';
import { FormTextField } from '../../../../components/form/form-text-field.tsx';
import { requiredPick } from '../../../../components/form/form-values.ts';
import { useErrorText } from '../../../../components/form/use-error-text.ts';
import { zodFormResolver } from '../../../../components/form/zod-form-resolver.ts';
import { useMasterList } from '../../../../lib/masters/master-list.ts';
import { saveCareer } from '../../api/career.ts';
import { SectionForm } from '../../components/section-form.tsx';
import { useSectionSave } from '../../components/use-section-save.ts';
import { PROFILE_SETTINGS_NS } from '../../i18n.ts';

/** The shared request, except that a pick not made yet is null ("Required." on save). */
const careerFormSchema = careerRequestSchema.extend({
  currency: requiredPick,
  current_working_status: requiredPick,
  latest_annual_income: requiredPick,
});
type CareerValues = z.input<typeof careerFormSchema>;
type CareerOutput = z.output<typeof careerFormSchema>;
const resolver = zodFormResolver(careerFormSchema);
const FIELDS = careerFormSchema.keyof().options;

/**
 * The career summary (required, ≤ 10000, spec §5) and the income it is saved with by
 * PUT applicant-career (spec §3 income: currency, working status, latest annual income).
 */
export function CareerSummaryForm({ profile }: { profile: Profile }) {
  const { t } = useTranslation(PROFILE_SETTINGS_NS);
  const errorText = useErrorText();
  const currencies = useMasterList('currencies').items;
  const statuses = useMasterList('working-statuses').items;
  const incomes = useMasterList('income-ranges').items;
  const form = useForm<CareerValues, unknown, CareerOutput>({
    resolver,
    defaultValues: {
      work_summary: profile.work_summary ?? '',
      currency: profile.income.currency,
      current_working_status: profile.income.current_working_status,
      latest_annual_income: profile.income.latest_annual_income,
      desired_annual_salary: profile.income.desired_annual_salary,
    },
  });
  const { register, control, formState } = form;
  const { onSubmit, saving, saved, formError } = useSectionSave(form, FIELDS, saveCareer);

  return (
    <Box sx={{ mt: 5 }}>
      <Typography variant="h6" component="h2" sx={{ mb: 2 }}>
        {t('career.title')}
      </Typography>
      <SectionForm onSubmit={onSubmit} dirty={formState.isDirty} saving={saving} saved={saved} formError={formError}>
        <FormTextField
          label={t('career.work_summary')}
          registration={register('work_summary')}
          error={errorText(formState.errors.work_summary?.message)}
          helperText={t('career.work_summary_hint', { max: WORK_SUMMARY_MAX })}
          multiline
          minRows={5}
          required
        />
        <FormSelectField
          control={control}
          name="current_working_status"
          label={t('career.working_status')}
          options={statuses}
          required
        />
        <FormSelectField control={control} name="currency" label={t('career.currency')} options={currencies} required />
        <FormSelectField
          control={control}
          name="latest_annual_income"
          label={t('career.latest_annual_income')}
          options={incomes}
          required
        />
        <FormTextField
          label={t('career.desired_annual_salary')}
          registration={register('desired_annual_salary', {
            setValueAs: (value: unknown) => (value === '' || value === null ? null : Number(value)),
          })}
          error={errorText(formState.errors.desired_annual_salary?.message)}
          helperText={t('career.desired_annual_salary_hint')}
          inputMode="numeric"
        />
      </SectionForm>
    </Box>
  );
}
