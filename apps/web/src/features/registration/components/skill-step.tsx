import { MULTI_SELECT_MAX } from '@hashi/shared/constants';
import { idListSchema } from '@hashi/shared/profile-fields';
import { V } from '@hashi/shared/validation';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { FormMultiSelectField } from '../../../components/form/form-multi-select-field.tsx';
import { FormSelectField } from '../../../components/form/form-select-field.tsx';
import { zodFormResolver } from '../../../components/form/zod-form-resolver.ts';
import { useMasterList, useMasterNames } from '../../../lib/masters/master-list.ts';
import { syncSkills } from '../../profile/api/sync-skills.ts';
import { REGISTRATION_NS } from '../i18n.ts';
import { useServerErrors, useStepSave, type WizardStepProps } from '../use-step-save.ts';
import { StepFrame } from './step-frame.tsx';

/** Years are keyed `s{skill id}`: a bare number in a react-hook-form path would make an array. */
const yearsKey = (skillId: number) => `s${skillId}`;

/** Skills picked in the list (at most 15, deduplicated, spec §5 and §9), each with its years. */
export const skillFormSchema = z
  .object({
    skill_ids: idListSchema(MULTI_SELECT_MAX).refine((ids) => ids.length > 0, { error: V.required }),
    years: z.record(z.string(), z.number().int().nullable().optional()),
  })
  .superRefine((value, ctx) => {
    for (const id of value.skill_ids) {
      if (!value.years[yearsKey(id)]) {
        ctx.addIssue({ code: 'custom', message: V.required, path: ['years', yearsKey(id)] });
      }
    }
  });
type SkillForm = z.output<typeof skillFormSchema>;

/** The picks as the sync takes them: one entry per skill with its years. */
const skillList = (values: SkillForm) =>
  values.skill_ids.map((id) => ({ skill_id: id, years_of_experience_range_id: values.years[yearsKey(id)] as number }));

const SERVER_FIELDS = ['skill_ids'] as const;

/** Step "Skill": the IT skills the applicant uses and for how long. */
export function SkillStep({ profile, onNext, onBack }: WizardStepProps) {
  const { t } = useTranslation(REGISTRATION_NS);
  const skills = useMasterList('skills');
  const categories = useMasterNames('skill-categories');
  const years = useMasterList('yoe-ranges');
  const form = useForm<z.input<typeof skillFormSchema>, unknown, SkillForm>({
    resolver: zodFormResolver(skillFormSchema),
    defaultValues: {
      skill_ids: profile.skills.map((skill) => skill.skill_id),
      years: Object.fromEntries(
        profile.skills.map((skill) => [yearsKey(skill.skill_id), skill.years_of_experience_range_id]),
      ),
    },
  });
  const { control, handleSubmit, watch, setError, formState } = form;
  const save = useStepSave('skill', profile, (values: SkillForm) => syncSkills(skillList(values)));
  const { formError, onError } = useServerErrors(setError, SERVER_FIELDS);

  // Grouped by category, as the list is long: the picker needs the options in group order.
  const options = useMemo(() => {
    const order = [...categories.keys()];
    return [...skills.items].sort((a, b) => order.indexOf(a.category_id) - order.indexOf(b.category_id));
  }, [skills.items, categories]);
  const categoryOf = useMemo(() => new Map(skills.items.map((s) => [s.id, s.category_id])), [skills.items]);
  const skillNames = useMemo(() => new Map(skills.items.map((s) => [s.id, s.name])), [skills.items]);
  const selected = watch('skill_ids') ?? [];

  return (
    <StepFrame
      title={t('skill.title')}
      intro={t('skill.intro')}
      onBack={onBack}
      saving={save.isPending}
      dirty={formState.isDirty}
      formError={formError}
      onSubmit={handleSubmit((values) => save.mutate(values, { onSuccess: onNext, onError }))}
    >
      <FormMultiSelectField
        control={control}
        name="skill_ids"
        label={t('skill.skills')}
        options={options}
        max={MULTI_SELECT_MAX}
        required
        groupBy={(option) => categories.get(categoryOf.get(option.id) ?? 0) ?? ''}
      />
      {selected.map((id) => (
        <FormSelectField
          key={id}
          control={control}
          name={`years.${yearsKey(id)}`}
          label={t('skill.years_of', { skill: skillNames.get(id) ?? '' })}
          options={years.items}
          required
        />
      ))}
    </StepFrame>
  );
}
