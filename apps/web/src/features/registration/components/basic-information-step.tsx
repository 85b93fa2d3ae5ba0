import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { zodFormResolver } from '../../../components/form/zod-form-resolver.ts';
import { saveBasicInformation } from '../../profile/api/save-basic-information.ts';
import { saveContactInformation } from '../api/save-contact-information.ts';
import { REGISTRATION_NS } from '../i18n.ts';
import { useServerErrors, useStepSave, type WizardStepProps } from '../use-step-save.ts';
import { BasicInformationFields } from './basic-information-fields.tsx';
import {
  BASIC_FIELDS,
  type BasicFormInput,
  type BasicFormOutput,
  basicFormSchema,
} from './basic-information-schema.ts';
import { StepFrame } from './step-frame.tsx';

/** Step "Basic Information": name, birth date, gender, nationality, where the applicant lives, visa, phone. */
export function BasicInformationStep({ profile, onNext, onBack }: WizardStepProps) {
  const { t } = useTranslation(REGISTRATION_NS);
  const basic = profile.basic_personal_information;
  const contact = profile.contact_information;
  const form = useForm<BasicFormInput, unknown, BasicFormOutput>({
    resolver: zodFormResolver(basicFormSchema),
    defaultValues: {
      first_name: basic.first_name ?? '',
      last_name: basic.last_name ?? '',
      furigana_first_name: basic.furigana_first_name ?? '',
      furigana_last_name: basic.furigana_last_name ?? '',
      date_of_birth: basic.date_of_birth ?? '',
      gender: basic.gender,
      nationality_id: basic.nationality_id,
      country_id: basic.country_id,
      prefecture_id: basic.prefecture_id,
      city: basic.city ?? '',
      street_address: basic.street_address ?? '',
      work_permission_id: basic.work_permission_id,
      visa_status_id: basic.visa_status_id,
      visa_expiration_date: basic.visa_expiration_date,
      dialing_code_id: contact.dialing_code_id,
      phone: contact.phone ?? '',
    },
  });
  const save = useStepSave('basic', profile, async (values: BasicFormOutput) => {
    const { dialing_code_id, phone, ...information } = values;
    await saveBasicInformation(information);
    await saveContactInformation({
      dialing_code_id: dialing_code_id ?? null,
      phone: phone || null,
      linkedin_url: contact.linkedin_url,
      github_url: contact.github_url,
    });
  });
  const { formError, onError } = useServerErrors(form.setError, BASIC_FIELDS);

  return (
    <StepFrame
      title={t('basic.title')}
      intro={t('basic.intro')}
      onBack={onBack}
      saving={save.isPending}
      dirty={form.formState.isDirty}
      formError={formError}
      onSubmit={form.handleSubmit((values) => save.mutate(values, { onSuccess: onNext, onError }))}
    >
      <BasicInformationFields form={form} />
    </StepFrame>
  );
}
