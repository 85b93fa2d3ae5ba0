import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { zodFormResolver } from '../../../components/form/zod-form-resolver.ts';
import { useMasterList } from '../../../lib/masters/master-list.ts';
import { saveLanguages } from '../../profile/api/save-languages.ts';
import { requiredPick } from '../../../components/form/form-values.ts';
import { REGISTRATION_NS } from '../i18n.ts';
import { clearJapaneseDraft, type JapaneseDraft } from '../japanese-draft.ts';
import { languageSectionBody, savedJapanese } from '../language-section.ts';
import { useServerErrors, useStepSave, type WizardStepProps } from '../use-step-save.ts';
import { FormRadioField } from '../../../components/form/form-radio-field.tsx';
import { StepFrame } from './step-frame.tsx';

export const jlptFormSchema = z.object({ jlpt: requiredPick });

type JlptStepProps = WizardStepProps & {
  draft: JapaneseDraft | null;
  onDraft: (draft: JapaneseDraft | null) => void;
};

/** Step "JLPT": the highest level passed; saves the language section with the Japanese step's answers. */
export function JlptStep({ profile, onNext, onBack, draft, onDraft }: JlptStepProps) {
  const { t } = useTranslation(REGISTRATION_NS);
  const levels = useMasterList('jlpt-score-levels');
  const form = useForm<z.input<typeof jlptFormSchema>, unknown, z.output<typeof jlptFormSchema>>({
    resolver: zodFormResolver(jlptFormSchema),
    defaultValues: { jlpt: profile.languages.jlpt },
  });
  const { control, handleSubmit, setError, formState } = form;
  const { formError, setFormError, onError } = useServerErrors(setError, ['jlpt'] as const);
  const save = useStepSave('jlpt', profile, async ({ jlpt }: z.output<typeof jlptFormSchema>) => {
    const japanese = draft ?? savedJapanese(profile);
    if (!japanese) throw new Error('The Japanese step has no answers to save');
    await saveLanguages(languageSectionBody(profile, japanese, jlpt));
    clearJapaneseDraft(profile.id);
  });
  // The wizard forgets the draft only together with moving on: forgotten while the profile is
  // still being read again, the Japanese step would look unanswered, the wizard would fall back
  // to it for a moment, and this step (and its "move on") would be gone — the first Next lost.
  const done = () => {
    onDraft(null);
    onNext();
  };

  return (
    <StepFrame
      title={t('jlpt.title')}
      intro={t('jlpt.intro')}
      onBack={onBack}
      saving={save.isPending}
      dirty={formState.isDirty}
      formError={formError}
      onSubmit={handleSubmit((values) => {
        setFormError(null);
        save.mutate(values, { onSuccess: done, onError });
      })}
    >
      <FormRadioField control={control} name="jlpt" label={t('jlpt.level')} options={levels.items} row required />
    </StepFrame>
  );
}
