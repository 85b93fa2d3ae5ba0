import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import { useId } from 'react';
import { type Control, Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { PROFILE_SETTINGS_NS } from '../../i18n.ts';
import type { LanguageFormInput } from './language-api.ts';

/** "Do you use Japanese at work?" Yes or No; unanswered stays null (the question is optional). */
export function UsesJapaneseField({ control }: { control: Control<LanguageFormInput> }) {
  const { t } = useTranslation(PROFILE_SETTINGS_NS);
  const id = useId();
  return (
    <Controller
      control={control}
      name="uses_japanese_at_work"
      render={({ field }) => (
        <FormControl component="fieldset" sx={{ mb: 2.5, display: 'block' }}>
          <FormLabel id={id} component="legend" sx={{ color: 'text.primary', fontWeight: 600 }}>
            {t('language.uses_japanese_at_work')}
          </FormLabel>
          <RadioGroup
            row
            aria-labelledby={id}
            name={field.name}
            value={field.value === true ? 'yes' : field.value === false ? 'no' : ''}
            onChange={(event) => field.onChange(event.target.value === 'yes')}
          >
            <FormControlLabel value="yes" control={<Radio />} label={t('language.yes')} />
            <FormControlLabel value="no" control={<Radio />} label={t('language.no')} />
          </RadioGroup>
        </FormControl>
      )}
    />
  );
}
