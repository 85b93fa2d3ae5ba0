import { POSTING_LANGUAGE_LOCALES, type PostingLanguage } from '@hashi/shared/jobs-enums';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { type Control, type FieldErrors, type UseFormRegister, useFieldArray, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormTextField } from '../../../components/form/form-text-field.tsx';
import { useErrorText } from '../../../components/form/use-error-text.ts';
import { EMPLOYER_NS } from '../i18n.ts';
import { POSTING_TEXT_FIELDS, type PostingFormValues } from './posting-form-values.ts';

const MULTILINE = new Set(['description', 'requirements', 'preferred', 'selection_flow', 'benefits']);
const REQUIRED = new Set(['title', 'description']);
export const MAX_QUESTIONS = 10;

type SectionProps = {
  control: Control<PostingFormValues>;
  register: UseFormRegister<PostingFormValues>;
  errors: FieldErrors<PostingFormValues>;
  disabled: boolean;
};

function useLocales(control: Control<PostingFormValues>) {
  const language = useWatch({ control, name: 'posting_language' });
  return POSTING_LANGUAGE_LOCALES[language as PostingLanguage] ?? ['en', 'ja'];
}

/** The posting's texts, one block per language the posting is written in. */
export function PostingTextsSection({ control, register, errors, disabled }: SectionProps) {
  const { t } = useTranslation(EMPLOYER_NS);
  const errorText = useErrorText();
  const locales = useLocales(control);
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { md: locales.length > 1 ? '1fr 1fr' : '1fr' } }}>
      {locales.map((locale) => (
        <Paper variant="outlined" key={locale} sx={{ p: 2 }} lang={locale}>
          <Typography component="h3" variant="subtitle1" gutterBottom>
            {t(`posting_form.texts_${locale}`)}
          </Typography>
          {POSTING_TEXT_FIELDS.map((field) => {
            const name = `${field}_${locale}` as const;
            return (
              <FormTextField
                key={name}
                label={t(`posting_form.${field}`)}
                registration={register(name)}
                error={errorText(errors[name]?.message)}
                required={REQUIRED.has(field)}
                multiline={MULTILINE.has(field)}
                minRows={field === 'description' ? 5 : 3}
                helperText={field === 'selection_flow' ? t('posting_form.selection_flow_help') : undefined}
                disabled={disabled}
              />
            );
          })}
        </Paper>
      ))}
    </Box>
  );
}

/** The questions an applicant answers when applying (up to ten), in the posting's languages. */
export function ApplyQuestionsSection({ control, register, errors, disabled }: SectionProps) {
  const { t } = useTranslation(EMPLOYER_NS);
  const errorText = useErrorText();
  const locales = useLocales(control);
  const { fields, append, remove } = useFieldArray({ control, name: 'apply_questions' });
  return (
    <Box>
      <Typography color="text.secondary" gutterBottom>
        {t('posting_form.questions_help')}
      </Typography>
      {errors.apply_questions?.message && (
        <Typography color="error" role="alert" gutterBottom>
          {errorText(errors.apply_questions.message)}
        </Typography>
      )}
      {fields.map((field, index) => (
        <Paper variant="outlined" key={field.id} sx={{ p: 2, mb: 2 }}>
          <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', mb: 1 }}>
            <Typography component="h3" variant="subtitle2">
              {t('posting_form.question_n', { n: index + 1 })}
            </Typography>
            <Button color="error" size="small" onClick={() => remove(index)} disabled={disabled}>
              {t('posting_form.question_remove', { n: index + 1 })}
            </Button>
          </Box>
          {locales.map((locale) => (
            <FormTextField
              key={locale}
              label={t(`posting_form.question_${locale}`)}
              registration={register(`apply_questions.${index}.question_${locale}`)}
              error={errorText(errors.apply_questions?.[index]?.[`question_${locale}`]?.message)}
              required
              multiline
              minRows={2}
              disabled={disabled}
            />
          ))}
        </Paper>
      ))}
      {fields.length === 0 && (
        <Typography color="text.secondary" gutterBottom>
          {t('posting_form.no_questions')}
        </Typography>
      )}
      <Button
        variant="outlined"
        disabled={disabled || fields.length >= MAX_QUESTIONS}
        onClick={() => append({ question_en: '', question_ja: '' })}
      >
        {t('posting_form.question_add')}
      </Button>
    </Box>
  );
}
