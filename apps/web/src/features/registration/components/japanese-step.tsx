import { optionalMasterId } from '@hashi/shared/profile-fields';
import Typography from '@mui/material/Typography';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { FormSearchSelectField } from '../../../components/form/form-search-select-field.tsx';
import { FormSelectField } from '../../../components/form/form-select-field.tsx';
import { zodFormResolver } from '../../../components/form/zod-form-resolver.ts';
import { LIKELY_LANGUAGE_IDS } from '../../../lib/masters/likely-choices.ts';
import { useMasterList } from '../../../lib/masters/master-list.ts';
import { saveLanguages } from '../../profile/api/save-languages.ts';
import { PROFILE_FIELDS_NS } from '../../profile/i18n.ts';
import { requiredPick } from '../../../components/form/form-values.ts';
import { REGISTRATION_NS } from '../i18n.ts';
import { clearJapaneseDraft, type JapaneseDraft, writeJapaneseDraft } from '../japanese-draft.ts';
import { languageSectionBody, savedJapanese } from '../language-section.ts';
import { useServerErrors, useStepSave, type WizardStepProps } from '../use-step-save.ts';
import { FormRadioField } from '../../../components/form/form-radio-field.tsx';
import { StepFrame } from './step-frame.tsx';

export const japaneseFormSchema = z.object({
  japanese_language_level: requiredPick,
  japanese_experience_id: optionalMasterId.transform((value) => value ?? null),
  native: requiredPick,
  english: requiredPick,
});
type JapaneseForm = z.input<typeof japaneseFormSchema>;

const SERVER_FIELDS = ['japanese_language_level', 'japanese_experience_id', 'native', 'english'] as const;

type JapaneseStepProps = WizardStepProps & {
  draft: JapaneseDraft | null;
  onDraft: (draft: JapaneseDraft | null) => void;
};

/**
 * Step "Japanese": how well the applicant speaks Japanese, with the native language and English
 * level that complete the language section. Saved at once when a JLPT answer is already saved;
 * otherwise kept as a draft that the JLPT step saves (see japanese-draft.ts).
 */
export function JapaneseStep({ profile, onNext, onBack, draft, onDraft }: JapaneseStepProps) {
  const { t } = useTranslation(REGISTRATION_NS);
  const { t: label } = useTranslation(PROFILE_FIELDS_NS);
  const levels = useMasterList('writing-levels');
  const experiences = useMasterList('japanese-language-experiences');
  const languages = useMasterList('languages');
  const initial = draft ?? savedJapanese(profile);
  const form = useForm<JapaneseForm, unknown, z.output<typeof japaneseFormSchema>>({
    resolver: zodFormResolver(japaneseFormSchema),
    defaultValues: {
      japanese_language_level: initial?.japanese_language_level ?? null,
      japanese_experience_id: initial?.japanese_experience_id ?? null,
      native: initial?.native ?? null,
      english: initial?.english ?? null,
    },
  });
  const { control, handleSubmit, setError, formState } = form;
  const save = useStepSave('japanese', profile, async (values: JapaneseDraft) => {
    const jlpt = profile.languages.jlpt;
    if (jlpt === null) {
      writeJapaneseDraft(profile.id, values);
      onDraft(values);
      return;
    }
    await saveLanguages(languageSectionBody(profile, values, jlpt));
    clearJapaneseDraft(profile.id);
    onDraft(null);
  });
  const { formError, onError } = useServerErrors(setError, SERVER_FIELDS);

  return (
    <StepFrame
      title={t('japanese.title')}
      intro={t('japanese.intro')}
      onBack={onBack}
      saving={save.isPending}
      dirty={formState.isDirty}
      formError={formError}
      onSubmit={handleSubmit((values) => save.mutate(values, { onSuccess: onNext, onError }))}
    >
      <FormRadioField
        control={control}
        name="japanese_language_level"
        label={label('fields.japanese_level')}
        options={levels.items}
        required
      />
      <FormSelectField
        control={control}
        name="japanese_experience_id"
        label={label('fields.japanese_experience')}
        options={experiences.items}
      />
      <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600, mt: 1, mb: 2 }}>
        {t('japanese.other_title')}
      </Typography>
      <FormSearchSelectField
        control={control}
        name="native"
        label={label('fields.native_language')}
        options={languages.items}
        likelyIds={LIKELY_LANGUAGE_IDS}
        required
      />
      <FormSelectField
        control={control}
        name="english"
        label={label('fields.english_level')}
        options={levels.items}
        required
      />
    </StepFrame>
  );
}
