import type { EmployerPosting } from '@hashi/shared/employer.schema';
import {
  POSTING_LANGUAGE_LABELS,
  REMOTE_OPTION_LABELS,
  REMOTE_OPTIONS,
  VISA_SPONSORSHIP_LABELS,
  VISA_SPONSORSHIPS,
} from '@hashi/shared/jobs-enums';
import { V } from '@hashi/shared/validation';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Divider from '@mui/material/Divider';
import FormControlLabel from '@mui/material/FormControlLabel';
import Typography from '@mui/material/Typography';
import { useMutation, useQueries } from '@tanstack/react-query';
import { type ReactNode, useMemo, useState } from 'react';
import { type Path, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormMultiSelectField } from '../../../components/form/form-multi-select-field.tsx';
import { FormSelectField } from '../../../components/form/form-select-field.tsx';
import { FormTextField } from '../../../components/form/form-text-field.tsx';
import { applyServerErrors } from '../../../components/form/server-errors.ts';
import { useErrorText } from '../../../components/form/use-error-text.ts';
import { isApiError } from '../../../lib/api/api-error.ts';
import { masterListQueryOptions, useMasterList } from '../../../lib/masters/master-list.ts';
import { saveEmployerPosting } from '../api/postings.ts';
import { checkboxRegistration } from '../../../components/form/checkbox-registration.ts';
import { useActionErrorText } from '../../../components/ui/console-states.tsx';
import { EMPLOYER_NS } from '../i18n.ts';
import { missingChoices, postingFieldNames, type PostingFormValues, valuesToInput } from './posting-form-values.ts';
import { PostingRequirementsSection } from './posting-requirements-section.tsx';
import { ApplyQuestionsSection, PostingTextsSection } from './posting-texts-section.tsx';
import { FieldGroup } from '../../../components/ui/field-group.tsx';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box component="section" sx={{ mb: 4 }}>
      <Typography component="h2" variant="h6" gutterBottom>
        {title}
      </Typography>
      {children}
      <Divider sx={{ mt: 3 }} />
    </Box>
  );
}

/**
 * Every field of a posting (the jobs issue's fields and the apply confirmation questions). Saving
 * keeps the posting's status, except that an edit of a published posting sends it back for approval
 * (the server's rule, ADR 0019); the server's messages appear under their fields.
 */
export function PostingForm({
  postingId,
  defaultValues,
  onSaved,
}: {
  postingId: number | null;
  defaultValues: PostingFormValues;
  onSaved: (posting: EmployerPosting) => void;
}) {
  const { t, i18n } = useTranslation(EMPLOYER_NS);
  const locale = i18n.resolvedLanguage === 'ja' ? 'ja' : 'en';
  const errorText = useErrorText();
  const actionError = useActionErrorText();
  const [formError, setFormError] = useState<string | null>(null);
  const { control, register, handleSubmit, setError, formState } = useForm<PostingFormValues>({ defaultValues });
  const { errors } = formState;
  const prefectureIds = useWatch({ control, name: 'prefecture_ids' });
  const positions = useMasterList('job-positions').items;
  const employmentTypes = useMasterList('employment-types').items;
  const prefectures = useMasterList('japan-prefectures').items;
  const appealPoints = useMasterList('appeal-points').items;
  const percents = useMasterList('people-percent').items;
  const cityLists = useQueries({
    queries: prefectureIds.map((id) => masterListQueryOptions('cities', { prefecture_id: id })),
  });
  const cities = useMemo(() => cityLists.flatMap((q) => q.data ?? []), [cityLists]);
  const labels = <T extends number>(values: readonly T[], map: Record<T, Record<'en' | 'ja', string>>) =>
    values.map((id) => ({ id, name: map[id][locale] }));

  const save = useMutation({
    meta: { silent: true },
    mutationFn: (values: PostingFormValues) => saveEmployerPosting(postingId, valuesToInput(values)),
    onSuccess: onSaved,
    onError: (error, values) => {
      if (isApiError(error) && error.status === 422) {
        const rest = applyServerErrors(error, setError, postingFieldNames(values) as Path<PostingFormValues>[]);
        setFormError(rest.length ? rest.join('\n') : t('posting_form.fix_errors'));
      } else {
        setFormError(actionError(error));
      }
    },
  });
  const busy = save.isPending;
  const onSubmit = handleSubmit((values) => {
    setFormError(null);
    // An unchosen list is named here, before the round trip; every other rule is the server's.
    const missing = missingChoices(values);
    for (const field of missing) setError(field, { type: 'required', message: V.required });
    if (missing.length > 0) setFormError(t('posting_form.fix_errors'));
    else save.mutate(values);
  });
  const sectionProps = { control, register, errors, disabled: busy };

  return (
    <Box component="form" noValidate onSubmit={onSubmit}>
      <Section title={t('posting_form.basics')}>
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { md: '1fr 1fr 1fr' } }}>
          <FormSelectField
            control={control}
            name="posting_language"
            label={t('posting_form.posting_language')}
            options={labels([1, 2, 3] as const, POSTING_LANGUAGE_LABELS)}
            required
            disabled={busy}
          />
          <FormSelectField
            control={control}
            name="job_position_id"
            label={t('posting_form.job_position')}
            options={positions}
            required
            disabled={busy}
          />
          <FormSelectField
            control={control}
            name="employment_type_id"
            label={t('posting_form.employment_type')}
            options={employmentTypes}
            required
            disabled={busy}
          />
        </Box>
      </Section>
      <Section title={t('posting_form.texts')}>
        <PostingTextsSection {...sectionProps} />
      </Section>
      <Section title={t('posting_form.place')}>
        <FormMultiSelectField
          control={control}
          name="prefecture_ids"
          label={t('posting_form.prefectures')}
          options={prefectures}
          max={47}
          disabled={busy}
        />
        <FormSelectField
          control={control}
          name="city_id"
          label={t('posting_form.city')}
          options={cities}
          helperText={t('posting_form.city_help')}
          disabled={busy || prefectureIds.length === 0}
        />
        <FieldGroup columns={2}>
          <FormSelectField
            control={control}
            name="remote_option"
            label={t('posting_form.remote')}
            options={labels(REMOTE_OPTIONS, REMOTE_OPTION_LABELS)}
            required
            disabled={busy}
          />
          <FormSelectField
            control={control}
            name="visa_sponsorship"
            label={t('posting_form.visa')}
            options={labels(VISA_SPONSORSHIPS, VISA_SPONSORSHIP_LABELS)}
            required
            disabled={busy}
          />
        </FieldGroup>
        <FormControlLabel
          control={<Checkbox {...checkboxRegistration(register('overseas_application_allowed'))} disabled={busy} />}
          label={t('posting_form.overseas')}
        />
      </Section>
      <Section title={t('posting_form.requirements_title')}>
        <PostingRequirementsSection control={control} errors={errors} disabled={busy} />
      </Section>
      <Section title={t('posting_form.conditions')}>
        <FieldGroup columns={2}>
          <FormTextField
            label={t('posting_form.salary_min')}
            registration={register('salary_min')}
            error={errorText(errors.salary_min?.message)}
            inputMode="numeric"
            helperText={t('posting_form.salary_help')}
            disabled={busy}
          />
          <FormTextField
            label={t('posting_form.salary_max')}
            registration={register('salary_max')}
            error={errorText(errors.salary_max?.message)}
            inputMode="numeric"
            helperText={t('posting_form.salary_help')}
            disabled={busy}
          />
        </FieldGroup>
        <FormControlLabel
          control={<Checkbox {...checkboxRegistration(register('salary_negotiable'))} disabled={busy} />}
          label={t('posting_form.salary_negotiable')}
        />
        <Box sx={{ mt: 2 }}>
          <FormMultiSelectField
            control={control}
            name="appeal_point_ids"
            label={t('posting_form.appeal_points')}
            options={appealPoints}
            max={15}
            disabled={busy}
          />
        </Box>
        <FieldGroup columns={2}>
          <FormSelectField
            control={control}
            name="foreigner_percent_id"
            label={t('posting_form.foreigners')}
            options={percents}
            disabled={busy}
          />
          <FormSelectField
            control={control}
            name="english_usage_percent_id"
            label={t('posting_form.english_usage')}
            options={percents}
            disabled={busy}
          />
        </FieldGroup>
      </Section>
      <Section title={t('posting_form.questions')}>
        <ApplyQuestionsSection {...sectionProps} />
      </Section>
      {formError && (
        <Alert severity="error" sx={{ mb: 2, whiteSpace: 'pre-line' }}>
          {formError}
        </Alert>
      )}
      <Button type="submit" variant="contained" size="large" loading={busy}>
        {postingId === null ? t('posting_form.create') : t('posting_form.save')}
      </Button>
    </Box>
  );
}
