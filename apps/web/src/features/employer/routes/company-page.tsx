import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { get, type Path, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormMultiSelectField } from '../../../components/form/form-multi-select-field.tsx';
import { FormSelectField } from '../../../components/form/form-select-field.tsx';
import { FormDateField } from '../../../components/form/form-date-field.tsx';
import { FormTextField } from '../../../components/form/form-text-field.tsx';
import { applyServerErrors } from '../../../components/form/server-errors.ts';
import { useErrorText } from '../../../components/form/use-error-text.ts';
import { isApiError } from '../../../lib/api/api-error.ts';
import { checkboxRegistration } from '../../../components/form/checkbox-registration.ts';
import { useMasterList } from '../../../lib/masters/master-list.ts';
import { employerCompanyQuery, putEmployerCompany } from '../api/company.ts';
import {
  type CompanyFormValues,
  companyFieldNames,
  companyToValues,
  companyValuesToInput,
} from '../components/company-form-values.ts';
import { ConsoleError, ConsoleLoading, useActionErrorText } from '../../../components/ui/console-states.tsx';
import { EMPLOYER_NS } from '../i18n.ts';
import { PageHeading } from '../../../components/ui/page-heading.tsx';
import { FieldGroup } from '../../../components/ui/field-group.tsx';
import { CompanyImagesSection } from '../components/company-images-section.tsx';

const LOCALES = ['en', 'ja'] as const;

function CompanyForm({ defaultValues }: { defaultValues: CompanyFormValues }) {
  const { t } = useTranslation(EMPLOYER_NS);
  const errorText = useErrorText();
  const actionError = useActionErrorText();
  const queryClient = useQueryClient();
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  const { control, register, handleSubmit, setError, setValue, formState } = useForm<CompanyFormValues>({
    defaultValues,
  });
  const { errors } = formState;
  const prefectureId = useWatch({ control, name: 'prefecture_id' });
  const prefectures = useMasterList('japan-prefectures').items;
  const cities = useMasterList(
    'cities',
    { prefecture_id: prefectureId ?? undefined },
    { enabled: prefectureId !== null },
  ).items;
  const sizes = useMasterList('company-sizes').items;
  const industries = useMasterList('industries').items;
  const save = useMutation({
    meta: { silent: true },
    mutationFn: (values: CompanyFormValues) => putEmployerCompany(companyValuesToInput(values)),
    onSuccess: (company) => {
      queryClient.setQueryData(employerCompanyQuery.queryKey, company);
      setMessage({ ok: true, text: t('company.saved') });
    },
    onError: (error, values) => {
      if (isApiError(error) && error.status === 422) {
        const rest = applyServerErrors(error, setError, companyFieldNames(values) as Path<CompanyFormValues>[]);
        setMessage({ ok: false, text: rest.length ? rest.join('\n') : t('posting_form.fix_errors') });
      } else {
        setMessage({ ok: false, text: actionError(error) });
      }
    },
  });
  const busy = save.isPending;
  const text = (
    name: Path<CompanyFormValues>,
    label: string,
    extra: { required?: boolean; multiline?: boolean } = {},
  ) => (
    <FormTextField
      label={label}
      registration={register(name)}
      error={errorText((get(errors, name) as { message?: string } | undefined)?.message)}
      required={extra.required}
      multiline={extra.multiline}
      minRows={extra.multiline ? 4 : undefined}
      disabled={busy}
    />
  );
  const onSubmit = handleSubmit((values) => {
    setMessage(null);
    save.mutate(values);
  });
  return (
    <Box component="form" noValidate onSubmit={onSubmit}>
      <FieldGroup columns={2}>
        {LOCALES.map((l) => (
          <Paper variant="outlined" key={l} sx={{ p: 2 }} lang={l}>
            <Typography component="h2" variant="subtitle1" gutterBottom>
              {t(`company.texts_${l}`)}
            </Typography>
            {text(`name_${l}`, t('company.name'), { required: true })}
            {text(`ceo_name_${l}`, t('company.ceo'))}
            {text(`address_${l}`, t('company.address'))}
            {text(`description_${l}`, t('company.description'), { multiline: true })}
          </Paper>
        ))}
      </FieldGroup>
      <Typography component="h2" variant="h6" sx={{ mt: 4, mb: 2 }}>
        {t('company.facts')}
      </Typography>
      <FieldGroup columns={2}>
        <FormSelectField
          control={control}
          name="prefecture_id"
          label={t('company.prefecture')}
          options={prefectures}
          onChanged={() => setValue('city_id', null)}
          disabled={busy}
        />
        <FormSelectField
          control={control}
          name="city_id"
          label={t('company.city')}
          options={cities}
          disabled={busy || prefectureId === null}
        />
        <FormDateField control={control} name="founded_on" label={t('company.founded_on')} disabled={busy} />
        <FormTextField
          label={t('company.capital')}
          inputMode="numeric"
          registration={register('capital_jpy')}
          error={errorText(errors.capital_jpy?.message)}
          helperText={t('company.capital_help')}
          disabled={busy}
        />
        <FormSelectField
          control={control}
          name="company_size_id"
          label={t('company.size')}
          options={sizes}
          disabled={busy}
        />
        <FormSelectField
          control={control}
          name="industry_id"
          label={t('company.industry')}
          options={industries}
          disabled={busy}
        />
      </FieldGroup>
      <FormMultiSelectField
        control={control}
        name="industry_ids"
        label={t('company.industries')}
        options={industries}
        max={15}
        disabled={busy}
      />
      {text('website_url', t('company.website'))}
      <FormControlLabel
        control={
          // MUI draws the tick from its own state, which the form's ref does not reach: start it from the saved value.
          <Checkbox
            {...checkboxRegistration(register('is_listed'))}
            defaultChecked={defaultValues.is_listed}
            disabled={busy}
          />
        }
        label={t('company.listed')}
      />
      <Typography component="h2" variant="h6" sx={{ mt: 4, mb: 1 }}>
        {t('company.appeals')}
      </Typography>
      <Typography color="text.secondary" gutterBottom>
        {t('company.appeals_help')}
      </Typography>
      {defaultValues.appeals.map((appeal, i) => (
        <Paper variant="outlined" key={appeal.position} sx={{ p: 2, mb: 2 }}>
          <Typography component="h3" variant="subtitle1" gutterBottom>
            {t(`company.appeal_${appeal.position}`)}
          </Typography>
          <FieldGroup columns={2}>
            {LOCALES.map((l) => (
              <Box key={l} lang={l}>
                {text(`appeals.${i}.title_${l}`, t(`company.appeal_title_${l}`))}
                {text(`appeals.${i}.body_${l}`, t(`company.appeal_body_${l}`), { multiline: true })}
              </Box>
            ))}
          </FieldGroup>
        </Paper>
      ))}
      {message && (
        <Alert
          severity={message.ok ? 'success' : 'error'}
          role={message.ok ? 'status' : 'alert'}
          sx={{ mb: 2, whiteSpace: 'pre-line' }}
        >
          {message.text}
        </Alert>
      )}
      <Button type="submit" variant="contained" size="large" loading={busy}>
        {t('company.save')}
      </Button>
    </Box>
  );
}

/** /employer/company: the company's profile, both languages. */
export default function CompanyPage() {
  const { t } = useTranslation(EMPLOYER_NS);
  const company = useQuery(employerCompanyQuery);
  return (
    <Box>
      <PageHeading spacing={3}>{t('company.title')}</PageHeading>
      {company.isPending && <ConsoleLoading />}
      {company.isError && <ConsoleError error={company.error} onRetry={() => void company.refetch()} />}
      {company.data && <CompanyImagesSection />}
      {company.data && <CompanyForm key={company.data.id} defaultValues={companyToValues(company.data)} />}
    </Box>
  );
}
