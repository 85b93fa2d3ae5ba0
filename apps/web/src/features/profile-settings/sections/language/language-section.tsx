import { languageSectionRequestSchema } from '@hashi/shared/profile-sections.schema';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormSearchSelectField } from '../../../../components/form/form-search-select-field.tsx';
import { FormSelectField } from '../../../../components/form/form-select-field.tsx';
import { zodFormResolver } from '../../../../components/form/zod-form-resolver.ts';
import { LIKELY_LANGUAGE_IDS } from '../../../../lib/masters/likely-choices.ts';
import { useMasterList } from '../../../../lib/masters/master-list.ts';
import { GroupHeading } from '../../../../components/form/entry-fieldset.tsx';
import { SectionLoader } from '../../components/section-loader.tsx';
import { PROFILE_SETTINGS_NS } from '../../i18n.ts';
import { useProfile } from '../../../profile/api/profile.ts';
import { PROFILE_FIELDS_NS } from '../../../profile/i18n.ts';
import { SectionForm } from '../../components/section-form.tsx';
import { useSectionSave } from '../../components/use-section-save.ts';
import { CertificateFields } from './certificate-fields.tsx';
import {
  type LanguageFormInput,
  type LanguageFormOutput,
  languageFieldPaths,
  putLanguageSection,
  toLanguageForm,
} from './language-api.ts';
import { OtherLanguageFields } from './other-language-fields.tsx';
import { UsesJapaneseField } from './uses-japanese-field.tsx';

/**
 * /profile-settings/language (spec §3): first language; English speaking, comprehension and writing
 * levels and certificates; Japanese level, experience, use at work and JLPT; other languages.
 */
export default function LanguageSection() {
  const profile = useProfile();
  return (
    <SectionLoader query={profile}>{(data) => <LanguageForm initial={toLanguageForm(data.languages)} />}</SectionLoader>
  );
}

function LanguageForm({ initial }: { initial: LanguageFormInput }) {
  const { t } = useTranslation(PROFILE_SETTINGS_NS);
  const { t: label } = useTranslation(PROFILE_FIELDS_NS);
  const languages = useMasterList('languages');
  const levels = useMasterList('writing-levels');
  const experiences = useMasterList('japanese-language-experiences');
  const jlpt = useMasterList('jlpt-score-levels');
  const form = useForm<LanguageFormInput, unknown, LanguageFormOutput>({
    resolver: zodFormResolver(languageSectionRequestSchema),
    defaultValues: initial,
  });
  const { onSubmit, saving, saved, formError } = useSectionSave(form, languageFieldPaths, putLanguageSection, {
    toForm: toLanguageForm,
  });
  const { control } = form;

  return (
    <SectionForm onSubmit={onSubmit} dirty={form.formState.isDirty} saving={saving} saved={saved} formError={formError}>
      <FormSearchSelectField
        control={control}
        name="native"
        label={label('fields.native_language')}
        options={languages.items}
        likelyIds={LIKELY_LANGUAGE_IDS}
        required
      />

      <GroupHeading>{t('language.english_title')}</GroupHeading>
      <FormSelectField
        control={control}
        name="english"
        label={label('fields.english_level')}
        options={levels.items}
        required
      />
      <FormSelectField
        control={control}
        name="english_comprehension"
        label={t('language.english_comprehension')}
        options={levels.items}
      />
      <FormSelectField
        control={control}
        name="english_writing"
        label={t('language.english_writing')}
        options={levels.items}
      />
      <CertificateFields form={form} />

      <GroupHeading>{t('language.japanese_title')}</GroupHeading>
      <FormSelectField
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
      <UsesJapaneseField control={control} />
      <FormSelectField control={control} name="jlpt" label={t('language.jlpt')} options={jlpt.items} required />

      <OtherLanguageFields form={form} />
    </SectionForm>
  );
}
