import { MASTER_IDS } from '@hashi/shared/masters.schema';
import { V } from '@hashi/shared/validation';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Profile } from '@hashi/shared/profile.schema';
import { type FormEventHandler, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useErrorText } from '../../../components/form/use-error-text.ts';
import { zodFormResolver } from '../../../components/form/zod-form-resolver.ts';
import { isApiError } from '../../../lib/api/api-error.ts';
import { answerChannel, channelStateQuery } from '../api/channel-answer.ts';
import { completeRegistration, registerProfile } from '../api/register-profile.ts';
import { REGISTRATION_NS } from '../i18n.ts';
import { buildRegistrationPayload } from '../registration-payload.ts';
import { useServerErrors, type WizardStepProps } from '../use-step-save.ts';
import { CAREER_FIELDS, type CareerFormInput, type CareerFormOutput, careerFormSchema } from './career-form-schema.ts';
import { CareerFields } from './career-fields.tsx';
import type { EditorCommit } from './experience-editor.tsx';
import { type Editing, ExperienceSection } from './experience-section.tsx';
import { profileQueryOptions } from '../../profile/api/profile.ts';
import { StepFrame } from './step-frame.tsx';
import { ChannelQuestion, type ChannelValues } from './channel-question.tsx';
import { VisibilityNotice } from './visibility-notice.tsx';

/**
 * Step "Career", the last: work experiences (saved one by one), the career summary, income and
 * the next job. Finishing saves the simple-registration payload (POST applicant/profile) and
 * completes the registration (complete-step → step 4); `onNext` then leaves the wizard. Until the
 * applicant has been asked, the step also asks how they heard of Hashi (optional, once: ADR 0032).
 */
export function CareerStep({ profile, onNext, onBack }: WizardStepProps) {
  const { t } = useTranslation(REGISTRATION_NS);
  const errorText = useErrorText();
  const [editing, setEditing] = useState<Editing>(profile.experiences.length === 0 ? 'new' : null);
  const [listError, setListError] = useState<string | null>(null);
  const { income } = profile;
  const form = useForm<CareerFormInput, unknown, CareerFormOutput>({
    resolver: zodFormResolver(careerFormSchema),
    defaultValues: {
      work_summary: profile.work_summary ?? '',
      currency: income.currency ?? MASTER_IDS.currencyJpy,
      current_working_status: income.current_working_status,
      latest_annual_income: income.latest_annual_income,
      desired_annual_salary: income.desired_annual_salary,
      areas: profile.preference.prefecture_ids,
      preferred_type: profile.preference.employment_type_id,
      subscribed_to_gtalent: profile.subscribed_to_gtalent,
    },
  });
  const { formError, setFormError, onError } = useServerErrors(form.setError, CAREER_FIELDS);
  const queryClient = useQueryClient();
  const channelState = useQuery(channelStateQuery());
  const askChannel = channelState.data?.answered === false;
  const channelForm = useForm<ChannelValues>({ defaultValues: { channel_id: null } });
  const stage = useRef<'save' | 'complete'>('save');
  const finish = useMutation({
    mutationFn: async ({ values, latest }: { values: CareerFormOutput; latest: Profile }) => {
      stage.current = 'save';
      await registerProfile(buildRegistrationPayload(latest, values));
      if (askChannel) {
        const answered = await answerChannel(channelForm.getValues('channel_id'));
        queryClient.setQueryData(channelStateQuery().queryKey, answered);
      }
      stage.current = 'complete';
      await completeRegistration();
    },
  });

  const onFinishError = (error: unknown) => {
    if (stage.current === 'complete' && isApiError(error) && error.status === 422) {
      const sections = Object.keys(error.fieldErrors).map((key) => t(`sections.${key}`, { defaultValue: key }));
      setFormError(t('career.incomplete', { sections: sections.join(t('career.list_separator')) }));
      return;
    }
    onError(error);
  };

  const commitRef = useRef<EditorCommit | null>(null);
  // A complete work experience still open in the editor counts: Finish saves it as "Save" would.
  // An incomplete one is named with what it lacks, instead of "add at least one".
  const submit: FormEventHandler<HTMLFormElement> = async (event) => {
    event.preventDefault();
    setFormError(null);
    const entry = (editing !== null && (await commitRef.current?.())) || { kind: 'untouched' as const };
    if (entry.kind === 'failed') return;
    if (entry.kind === 'incomplete') {
      setListError(t('experience.incomplete', { fields: entry.fields.join(t('career.list_separator')) }));
      void form.trigger();
      return;
    }
    // The save has just read the profile again: the payload must list the entry it added.
    const latest =
      entry.kind === 'saved' ? (queryClient.getQueryData(profileQueryOptions().queryKey) ?? profile) : profile;
    if (latest.experiences.length === 0) {
      setListError(errorText(V.experienceRequired) ?? null);
      setEditing((current) => current ?? 'new');
      void form.trigger();
      return;
    }
    setEditing(null);
    setListError(null);
    await form.handleSubmit((values) =>
      finish.mutate({ values, latest }, { onSuccess: onNext, onError: onFinishError }),
    )();
  };

  return (
    <StepFrame
      title={t('career.title')}
      intro={t('career.intro')}
      onBack={onBack}
      saving={finish.isPending}
      dirty={form.formState.isDirty && !finish.isSuccess}
      formError={formError}
      submitLabel={t('actions.finish')}
      savingLabel={t('actions.finishing')}
      onSubmit={submit}
      lead={
        <ExperienceSection
          profile={profile}
          commitRef={commitRef}
          editing={editing}
          onEdit={(next) => {
            setEditing(next);
            setListError(null);
          }}
          error={listError}
        />
      }
    >
      <CareerFields form={form} />
      {askChannel && <ChannelQuestion control={channelForm.control} disabled={finish.isPending} />}
      <VisibilityNotice />
    </StepFrame>
  );
}
