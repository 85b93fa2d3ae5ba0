import { MULTI_SELECT_MAX } from '@hashi/shared/constants';
import { type PositionExperienceItem, positionExperienceItemSchema } from '@hashi/shared/profile-sections.schema';
import { V } from '@hashi/shared/validation';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { type FormEventHandler, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { useErrorText } from '../../../components/form/use-error-text.ts';
import { zodFormResolver } from '../../../components/form/zod-form-resolver.ts';
import { useMasterNames } from '../../../lib/masters/master-list.ts';
import { syncJobRoles } from '../../profile/api/sync-job-roles.ts';
import { REGISTRATION_NS } from '../i18n.ts';
import { useServerErrors, useStepSave, type WizardStepProps } from '../use-step-save.ts';
import { JobRolePicker, pendingRole, useJobRolePickerForm } from './job-role-picker.tsx';
import { StepFrame } from './step-frame.tsx';

/** At least one role ("Please add at least one job role."), at most 15 (spec §9); the picker keeps one entry per role (spec §5). */
export const jobFormSchema = z.object({
  roles: z.array(positionExperienceItemSchema).min(1).max(MULTI_SELECT_MAX, { error: V.maxItems }),
});
type JobForm = z.input<typeof jobFormSchema>;

const SERVER_FIELDS = ['roles'] as const;

/** Step "Job": the job roles the applicant has worked in, with years of experience. */
export function JobStep({ profile, onNext, onBack }: WizardStepProps) {
  const { t } = useTranslation(REGISTRATION_NS);
  const errorText = useErrorText();
  const positionNames = useMasterNames('job-positions');
  const yearNames = useMasterNames('yoe-ranges');
  const form = useForm<JobForm, unknown, z.output<typeof jobFormSchema>>({
    resolver: zodFormResolver(jobFormSchema),
    defaultValues: {
      roles: profile.position_experiences.map(({ job_position_id, years_of_experience_range_id }) => ({
        job_position_id,
        years_of_experience_range_id,
      })),
    },
  });
  const { handleSubmit, watch, setValue, setError, formState } = form;
  const picker = useJobRolePickerForm();
  const [pendingError, setPendingError] = useState<string | null>(null);
  const roles = watch('roles');
  const save = useStepSave('job', profile, (values: z.output<typeof jobFormSchema>) => syncJobRoles(values.roles));
  const { formError, onError } = useServerErrors(setError, SERVER_FIELDS);

  const setRoles = (next: PositionExperienceItem[]) =>
    setValue('roles', next, { shouldDirty: true, shouldValidate: formState.isSubmitted });
  // Picking a role that is already listed updates its years instead of listing it twice.
  const withRole = (list: PositionExperienceItem[], role: PositionExperienceItem) =>
    list.some((r) => r.job_position_id === role.job_position_id)
      ? list.map((r) => (r.job_position_id === role.job_position_id ? role : r))
      : [...list, role];
  const add = (role: PositionExperienceItem) => {
    setPendingError(null);
    setRoles(withRole(roles, role));
  };
  // A role fully chosen on screen counts as added; a started one is named with what it lacks
  // rather than answered with "add at least one" (the applicant sees a role on screen).
  const onSubmit: FormEventHandler<HTMLFormElement> = (event) => {
    event.preventDefault();
    const pending = pendingRole(picker);
    if (pending.kind === 'incomplete') {
      void picker.trigger();
      const fields = pending.missing.map((key) => t(key)).join(t('career.list_separator'));
      setPendingError(t('job.pending_incomplete', { fields }));
      return;
    }
    setPendingError(null);
    if (pending.kind === 'complete') {
      const category = picker.getValues('category_id');
      setValue('roles', withRole(roles, pending.role), { shouldDirty: true });
      picker.reset({ category_id: category, job_position_id: null, years_of_experience_range_id: null });
    }
    void handleSubmit((values) => save.mutate(values, { onSuccess: onNext, onError }))();
  };
  const listError = formState.errors.roles;
  const listErrorText =
    listError?.type === 'too_small' ? t('job.required') : errorText(listError?.message, { max: MULTI_SELECT_MAX });

  return (
    <StepFrame
      title={t('job.title')}
      intro={t('job.intro')}
      onBack={onBack}
      saving={save.isPending}
      dirty={formState.isDirty}
      formError={formError}
      onSubmit={onSubmit}
    >
      <JobRolePicker
        form={picker}
        onAdd={add}
        max={MULTI_SELECT_MAX}
        isFull={roles.length >= MULTI_SELECT_MAX}
        isAdded={(id) => roles.some((r) => r.job_position_id === id)}
      />
      <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600, mb: 1 }}>
        {t('job.added', { count: roles.length, max: MULTI_SELECT_MAX })}
      </Typography>
      {roles.length === 0 ? (
        <Typography color="text.secondary" sx={{ mb: 1 }}>
          {t('job.empty')}
        </Typography>
      ) : (
        <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, mb: 1 }}>
          {roles.map((role) => {
            const name = positionNames.get(role.job_position_id) ?? '';
            return (
              <Box
                component="li"
                key={role.job_position_id}
                sx={{ display: 'flex', alignItems: 'center', gap: 1, py: 1, borderBottom: 1, borderColor: 'divider' }}
              >
                <Box sx={{ flex: 1, minWidth: 0 }}>
                  <Typography sx={{ fontWeight: 600 }}>{name}</Typography>
                  <Typography variant="body2" color="text.secondary">
                    {yearNames.get(role.years_of_experience_range_id)}
                  </Typography>
                </Box>
                <Button
                  size="small"
                  color="error"
                  aria-label={t('job.remove', { role: name })}
                  onClick={() => setRoles(roles.filter((r) => r.job_position_id !== role.job_position_id))}
                >
                  {t('job.remove_short')}
                </Button>
              </Box>
            );
          })}
        </Box>
      )}
      {pendingError && (
        <Typography role="alert" color="error" variant="body2" sx={{ mb: 2 }}>
          {pendingError}
        </Typography>
      )}
      {listErrorText && !pendingError && (
        <Typography role="alert" color="error" variant="body2" sx={{ mb: 2 }}>
          {listErrorText}
        </Typography>
      )}
    </StepFrame>
  );
}
