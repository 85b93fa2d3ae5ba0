import { MULTI_SELECT_MAX, WORK_SUMMARY_MAX } from '@hashi/shared/constants';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormMultiSelectField } from '../../../components/form/form-multi-select-field.tsx';
import { FormSelectField } from '../../../components/form/form-select-field.tsx';
import { FormTextField } from '../../../components/form/form-text-field.tsx';
import { useErrorText } from '../../../components/form/use-error-text.ts';
import { useMasterList } from '../../../lib/masters/master-list.ts';
import { numberOrNull } from '../../../components/form/form-values.ts';
import { REGISTRATION_NS } from '../i18n.ts';
import type { CareerFormInput, CareerFormOutput } from './career-form-schema.ts';
import { FormCheckboxField } from '../../../components/form/form-checkbox-field.tsx';

const heading = { fontWeight: 600, mt: 1, mb: 2 } as const;

/** The Career step's form: summary, income, the next job, and the agency opt-in. */
export function CareerFields({ form }: { form: UseFormReturn<CareerFormInput, unknown, CareerFormOutput> }) {
  const { t } = useTranslation(REGISTRATION_NS);
  const errorText = useErrorText();
  const { register, control, watch, formState } = form;
  const { errors } = formState;
  const currencies = useMasterList('currencies');
  const statuses = useMasterList('working-statuses');
  const incomes = useMasterList('income-ranges');
  const prefectures = useMasterList('japan-prefectures');
  const employmentTypes = useMasterList('employment-types');
  const summaryLength = (watch('work_summary') ?? '').length;

  return (
    <>
      <FormTextField
        label={t('career.work_summary')}
        registration={register('work_summary')}
        error={errorText(errors.work_summary?.message)}
        helperText={t('career.work_summary_hint', { count: summaryLength, max: WORK_SUMMARY_MAX })}
        multiline
        minRows={5}
        maxLength={WORK_SUMMARY_MAX}
        required
      />
      <Typography component="h3" variant="subtitle1" sx={heading}>
        {t('career.income_title')}
      </Typography>
      <FormSelectField
        control={control}
        name="current_working_status"
        label={t('career.working_status')}
        options={statuses.items}
        required
      />
      <FormSelectField
        control={control}
        name="currency"
        label={t('career.currency')}
        options={currencies.items}
        required
      />
      <FormSelectField
        control={control}
        name="latest_annual_income"
        label={t('career.latest_income')}
        options={incomes.items}
        required
      />
      <FormTextField
        label={t('career.desired_salary')}
        registration={register('desired_annual_salary', { setValueAs: numberOrNull })}
        error={errorText(errors.desired_annual_salary?.message)}
        helperText={t('career.desired_salary_hint')}
        inputMode="numeric"
      />
      <Typography component="h3" variant="subtitle1" sx={heading}>
        {t('career.next_job_title')}
      </Typography>
      <FormMultiSelectField
        control={control}
        name="areas"
        label={t('career.areas')}
        options={prefectures.items}
        max={MULTI_SELECT_MAX}
      />
      <FormSelectField
        control={control}
        name="preferred_type"
        label={t('career.preferred_type')}
        options={employmentTypes.items}
      />
      <Box sx={{ p: 2, mb: 3, border: 1, borderColor: 'divider', borderRadius: 2 }}>
        <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600, mb: 1 }}>
          {t('career.agency_title')}
        </Typography>
        <FormCheckboxField
          control={control}
          name="subscribed_to_gtalent"
          label={t('career.agency_opt_in')}
          description={t('career.agency_hint')}
        />
      </Box>
    </>
  );
}
