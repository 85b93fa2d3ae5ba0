import Add from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { MASTER_IDS } from '@hashi/shared/masters.schema';
import { type UseFormReturn, useFieldArray, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormSearchSelectField } from '../../../../components/form/form-search-select-field.tsx';
import { FormSelectField } from '../../../../components/form/form-select-field.tsx';
import { LIKELY_LANGUAGE_IDS } from '../../../../lib/masters/likely-choices.ts';
import { useMasterList } from '../../../../lib/masters/master-list.ts';
import { EntryFieldset, GroupHeading } from '../../../../components/form/entry-fieldset.tsx';
import { PROFILE_SETTINGS_NS } from '../../i18n.ts';
import { type LanguageFormInput, type LanguageFormOutput, NOT_CHOSEN } from './language-api.ts';

type Form = UseFormReturn<LanguageFormInput, unknown, LanguageFormOutput>;
type Option = { id: number; name: string };

/** English and Japanese have their own questions above; they are not "other" languages. */
const OWN_SECTIONS: readonly number[] = [MASTER_IDS.languageEnglish, MASTER_IDS.languageJapanese];

/**
 * Other languages: a language and its level, both required (spec §5). A language already chosen in
 * another row is not offered again, so the list is deduplicated before the schema has to.
 */
export function OtherLanguageFields({ form }: { form: Form }) {
  const { t } = useTranslation(PROFILE_SETTINGS_NS);
  const languages = useMasterList('languages');
  const levels = useMasterList('writing-levels');
  const { fields, append, remove } = useFieldArray({ control: form.control, name: 'other_languages' });
  const chosen = useWatch({ control: form.control, name: 'other_languages' }) ?? [];

  const optionsFor = (index: number): Option[] => {
    const mine = chosen[index]?.language_id;
    const taken = new Set(chosen.filter((_, i) => i !== index).map((row) => row.language_id));
    return languages.items.filter(
      (language) => language.id === mine || (!taken.has(language.id) && !OWN_SECTIONS.includes(language.id)),
    );
  };

  return (
    <Box component="section" aria-labelledby="other-languages-heading" sx={{ mb: 3 }}>
      <GroupHeading id="other-languages-heading">{t('language.others_title')}</GroupHeading>
      {fields.map((field, i) => (
        <EntryFieldset
          key={field.id}
          legend={t('language.other_item', { n: i + 1 })}
          removeLabel={t('language.remove_other', { n: i + 1 })}
          onRemove={() => remove(i)}
        >
          <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, columnGap: 2 }}>
            <FormSearchSelectField
              control={form.control}
              name={`other_languages.${i}.language_id`}
              label={t('language.other_language')}
              options={optionsFor(i)}
              likelyIds={LIKELY_LANGUAGE_IDS}
              required
            />
            <FormSelectField
              control={form.control}
              name={`other_languages.${i}.level_id`}
              label={t('language.other_level')}
              options={levels.items}
              required
            />
          </Box>
        </EntryFieldset>
      ))}
      <Button
        startIcon={<Add />}
        variant="outlined"
        onClick={() => append({ language_id: NOT_CHOSEN, level_id: NOT_CHOSEN })}
      >
        {t('language.add_other')}
      </Button>
    </Box>
  );
}
