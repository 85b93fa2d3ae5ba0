import type { Experience } from '@hashi/shared/experience.schema';
import type { Profile } from '@hashi/shared/profile.schema';
import { isUnchangedTemplate, workDetailTemplate } from '@hashi/shared/work-detail-templates';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type RefObject, useEffect, useImperativeHandle, useMemo, useRef } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { zodFormResolver } from '../../../components/form/zod-form-resolver.ts';
import { isApiError } from '../../../lib/api/api-error.ts';
import { useMasterList } from '../../../lib/masters/master-list.ts';
import { refreshProfileQueries } from '../../profile/api/profile.ts';
import { excludeCompany } from '../../profile/api/exclude-company.ts';
import { storeExperience, updateExperience } from '../../profile/api/experiences.ts';
import { REGISTRATION_NS } from '../i18n.ts';
import { useServerErrors } from '../use-step-save.ts';
import { ExperienceFields } from './experience-fields.tsx';
import {
  EXPERIENCE_FIELDS,
  type ExperienceFormInput,
  type ExperienceFormOutput,
  experienceBody,
  experienceFormSchema,
} from './experience-form-schema.ts';

/** What finishing the step finds in an open editor (see `commit`). */
export type CommitResult =
  | { kind: 'untouched' }
  | { kind: 'saved' }
  | { kind: 'failed' }
  | { kind: 'incomplete'; fields: string[] };
export type EditorCommit = () => Promise<CommitResult>;

/** The editor's fields in screen order, with their labels' keys, to name what an entry lacks. */
const FIELD_LABELS: Array<[string, string]> = [
  ['company_name', 'experience.company_name'],
  ['is_japanese_company', 'experience.is_japanese_company'],
  ['industry_id', 'experience.industry'],
  ['company_size_id', 'experience.company_size'],
  ['employment_type_id', 'experience.employment_type'],
  ['job_title', 'experience.job_title'],
  ['period_from', 'experience.period_from'],
  ['period_to', 'experience.period_to'],
  ['is_current', 'experience.is_current'],
  ['work_detail', 'experience.work_detail'],
  ['it_skills', 'experience.it_skills'],
  ['role_and_size', 'experience.role_and_size'],
];

type ExperienceEditorProps = {
  /** Set to the editor's `commit`: Finish saves a complete entry on screen as "Save" would. */
  commitRef?: RefObject<EditorCommit | null>;
  profile: Profile;
  /** The entry to change; absent to add one. */
  experience?: Experience;
  onDone: () => void;
  /** Absent while there is no other experience: one is required (spec §5). */
  onCancel?: () => void;
};

export const isExcluded = (profile: Profile, company: string) =>
  profile.excluded_companies.some((c) => c.company_name.trim().toLowerCase() === company.trim().toLowerCase());

/**
 * Adds or changes one work experience and saves it at once (applicant-experiences store/update),
 * so a reload keeps it. A new entry's work detail starts from the template of one of the
 * applicant's job roles, in the language shown; the template must be changed before saving (spec §5).
 */
export function ExperienceEditor({ commitRef, profile, experience, onDone, onCancel }: ExperienceEditorProps) {
  const { t, i18n } = useTranslation(REGISTRATION_NS);
  const queryClient = useQueryClient();
  const positions = useMasterList('job-positions');
  const locale = i18n.language === 'ja' ? 'ja' : 'en';
  const firstRole = profile.position_experiences[0]?.job_position_id ?? null;
  const form = useForm<ExperienceFormInput, unknown, ExperienceFormOutput>({
    resolver: zodFormResolver(experienceFormSchema),
    defaultValues: {
      company_name: experience?.company_name ?? '',
      industry_id: experience?.industry_id ?? null,
      is_japanese_company: experience?.is_japanese_company ?? false,
      employment_type_id: experience?.employment_type_id ?? null,
      job_title: experience?.job_title ?? '',
      company_size_id: experience?.company_size_id ?? null,
      period_from: experience?.period_from ?? '',
      period_to: experience?.period_to ?? null,
      is_current: experience?.is_current ?? false,
      work_detail: experience?.work_detail ?? '',
      it_skills: experience?.it_skills ?? '',
      role_and_size: experience?.role_and_size ?? '',
      template_role_id: firstRole,
      exclude_company: false,
    },
  });
  const { watch, setValue, getValues, handleSubmit, setError } = form;
  // Read while rendering: react-hook-form computes isDirty only for a form that reads it.
  const { isDirty } = form.formState;
  const templateRole = watch('template_role_id');
  const categoryOf = useMemo(() => new Map(positions.items.map((p) => [p.id, p.category_id])), [positions.items]);

  // The template follows the chosen role (and arrives once the roles list has), as long as the
  // applicant has not started writing: their own words are never replaced.
  useEffect(() => {
    const current = getValues('work_detail') ?? '';
    if (current.trim() !== '' && !isUnchangedTemplate(current)) return;
    const category = templateRole ? categoryOf.get(templateRole) : undefined;
    setValue('work_detail', workDetailTemplate(category ?? 14, locale));
  }, [templateRole, categoryOf, locale, getValues, setValue]);

  const savedId = useRef(experience?.id);
  const { formError, onError } = useServerErrors(setError, EXPERIENCE_FIELDS);
  const save = useMutation({
    mutationFn: async (values: ExperienceFormOutput) => {
      const body = experienceBody(values, experience);
      const saved = await (savedId.current ? updateExperience(savedId.current, body) : storeExperience(body));
      savedId.current = saved.data.id;
      if (values.exclude_company && values.is_current && !isExcluded(profile, values.company_name)) {
        try {
          await excludeCompany(values.company_name);
        } catch (error) {
          // Already excluded (422): what the applicant asked for is true.
          if (!isApiError(error) || error.status !== 422) throw error;
        }
      }
      await refreshProfileQueries(queryClient);
    },
  });

  // An entry the applicant has not touched is no entry; a touched one is saved when complete, and
  // otherwise named with what it lacks (its fields show why).
  useImperativeHandle(
    commitRef,
    () => async () => {
      if (!isDirty) return { kind: 'untouched' };
      return new Promise<CommitResult>((resolve) => {
        void handleSubmit(
          async (values) => {
            try {
              await save.mutateAsync(values);
              resolve({ kind: 'saved' });
            } catch (error) {
              onError(error);
              resolve({ kind: 'failed' });
            }
          },
          (errors) =>
            resolve({
              kind: 'incomplete',
              fields: FIELD_LABELS.filter(([name]) => name in errors).map(([, label]) => t(label)),
            }),
        )();
      });
    },
    [isDirty, handleSubmit, save, onError, t],
  );

  return (
    <Box
      role="group"
      aria-labelledby="experience-editor-title"
      sx={{ p: 2, mb: 3, border: 1, borderColor: 'primary.main', borderRadius: 2 }}
    >
      <Typography id="experience-editor-title" component="h3" variant="subtitle1" sx={{ fontWeight: 600, mb: 2 }}>
        {experience ? t('experience.edit_title') : t('experience.add_title')}
      </Typography>
      {formError && (
        <Typography role="alert" color="error" sx={{ mb: 2, whiteSpace: 'pre-line' }}>
          {formError}
        </Typography>
      )}
      <ExperienceFields form={form} profile={profile} alreadyExcluded={(name) => isExcluded(profile, name)} />
      <Box sx={{ display: 'flex', gap: 1.5, justifyContent: 'flex-end', flexWrap: 'wrap' }}>
        {onCancel && (
          <Button onClick={onCancel} disabled={save.isPending}>
            {t('experience.cancel')}
          </Button>
        )}
        <Button
          variant="contained"
          loading={save.isPending}
          onClick={() => void handleSubmit((values) => save.mutate(values, { onSuccess: onDone, onError }))()}
        >
          {t('experience.save')}
        </Button>
      </Box>
    </Box>
  );
}
