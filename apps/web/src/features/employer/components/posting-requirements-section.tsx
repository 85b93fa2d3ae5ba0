import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { type Control, type FieldErrors, useFieldArray } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormMultiSelectField } from '../../../components/form/form-multi-select-field.tsx';
import { FormSelectField } from '../../../components/form/form-select-field.tsx';
import { useErrorText } from '../../../components/form/use-error-text.ts';
import { useMasterList } from '../../../lib/masters/master-list.ts';
import { EMPLOYER_NS } from '../i18n.ts';
import type { PostingFormValues } from './posting-form-values.ts';
import { FieldGroup } from '../../../components/ui/field-group.tsx';

const MAX_SKILLS = 15;

type Props = { control: Control<PostingFormValues>; errors: FieldErrors<PostingFormValues>; disabled: boolean };

/** Skills (required with years of experience, and featured) and languages the job asks for. */
export function PostingRequirementsSection({ control, errors, disabled }: Props) {
  const { t } = useTranslation(EMPLOYER_NS);
  const errorText = useErrorText();
  const skills = useMasterList('skills').items;
  const yoe = useMasterList('yoe-ranges').items;
  const jlpt = useMasterList('jlpt-score-levels').items;
  const writing = useMasterList('writing-levels').items;
  const languages = useMasterList('languages').items;
  const scoreLevels = useMasterList('language-score-levels').items;
  const { fields, append, remove } = useFieldArray({ control, name: 'required_skills' });

  return (
    <Box>
      <Typography component="h3" variant="subtitle1" sx={{ mb: 1 }}>
        {t('posting_form.required_skills')}
      </Typography>
      {errors.required_skills?.message && (
        <Typography color="error" role="alert" gutterBottom>
          {errorText(errors.required_skills.message, { max: MAX_SKILLS })}
        </Typography>
      )}
      {fields.map((field, index) => (
        <Box
          key={field.id}
          sx={{ display: 'grid', gap: 2, gridTemplateColumns: { sm: '2fr 1fr auto' }, alignItems: 'start' }}
        >
          <FormSelectField
            control={control}
            name={`required_skills.${index}.skill_id`}
            label={t('posting_form.skill_n', { n: index + 1 })}
            options={skills}
            required
            disabled={disabled}
          />
          <FormSelectField
            control={control}
            name={`required_skills.${index}.years_of_experience_range_id`}
            label={t('posting_form.years')}
            options={yoe}
            disabled={disabled}
          />
          <Button color="error" sx={{ mt: { sm: 4 } }} onClick={() => remove(index)} disabled={disabled}>
            {t('posting_form.skill_remove', { n: index + 1 })}
          </Button>
        </Box>
      ))}
      <Button
        variant="outlined"
        sx={{ mb: 3 }}
        disabled={disabled || fields.length >= MAX_SKILLS}
        onClick={() => append({ skill_id: null, years_of_experience_range_id: null })}
      >
        {t('posting_form.skill_add')}
      </Button>
      <FormMultiSelectField
        control={control}
        name="featured_skill_ids"
        label={t('posting_form.featured_skills')}
        options={skills}
        max={MAX_SKILLS}
        disabled={disabled}
      />
      <FieldGroup columns={2}>
        <FormSelectField
          control={control}
          name="required_jlpt_level_id"
          label={t('posting_form.japanese')}
          options={jlpt}
          required
          disabled={disabled}
        />
        <FormSelectField
          control={control}
          name="required_english_level_id"
          label={t('posting_form.english')}
          options={writing}
          required
          disabled={disabled}
        />
      </FieldGroup>
      <FormMultiSelectField
        control={control}
        name="language_ids"
        label={t('posting_form.languages')}
        options={languages}
        max={MAX_SKILLS}
        disabled={disabled}
      />
      <FormMultiSelectField
        control={control}
        name="language_score_level_ids"
        label={t('posting_form.score_levels')}
        options={scoreLevels}
        max={MAX_SKILLS}
        disabled={disabled}
      />
    </Box>
  );
}
