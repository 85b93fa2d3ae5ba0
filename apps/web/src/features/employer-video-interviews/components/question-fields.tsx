import { OPTIONS_MAX, OPTIONS_MIN, QuestionType } from '@hashi/shared/video-interview.schema';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { type Control, type FieldErrors, type UseFormRegister, useFieldArray, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormSelectField } from '../../../components/form/form-select-field.tsx';
import { FormTextField } from '../../../components/form/form-text-field.tsx';
import { useErrorText } from '../../../components/form/use-error-text.ts';
import { FieldGroup } from '../../../components/ui/field-group.tsx';
import { EMPLOYER_VIDEO_INTERVIEWS_NS } from '../i18n.ts';
import type { TemplateFormValues } from './template-form-values.ts';

type Props = {
  index: number;
  count: number;
  control: Control<TemplateFormValues>;
  register: UseFormRegister<TemplateFormValues>;
  errors: FieldErrors<TemplateFormValues>;
  disabled: boolean;
  onMove: (from: number, to: number) => void;
  onRemove: (index: number) => void;
};

const TYPES = [QuestionType.Selection, QuestionType.FreeText, QuestionType.Video] as const;

/** A selection question's options: 2 to 10, added and removed one by one. */
function OptionFields({ index, control, register, errors, disabled }: Omit<Props, 'count' | 'onMove' | 'onRemove'>) {
  const { t } = useTranslation(EMPLOYER_VIDEO_INTERVIEWS_NS);
  const errorText = useErrorText();
  const { fields, append, remove } = useFieldArray({ control, name: `questions.${index}.options` });
  const optionErrors = errors.questions?.[index]?.options;
  return (
    <FieldGroup legend={t('editor.options')}>
      <Typography variant="body2" color="text.secondary">
        {t('editor.options_help')}
      </Typography>
      {optionErrors?.message && (
        <Typography variant="body2" color="error" role="alert">
          {errorText(optionErrors.message)}
        </Typography>
      )}
      {fields.map((field, j) => (
        <Box key={field.id} sx={{ display: 'flex', gap: 1, alignItems: 'flex-end' }}>
          <FormTextField
            label={t('editor.option_n', { n: j + 1 })}
            registration={register(`questions.${index}.options.${j}.text`)}
            error={errorText(optionErrors?.[j]?.text?.message)}
            required
            disabled={disabled}
            sx={{ flex: 1, mb: 0 }}
          />
          <Button
            color="error"
            aria-label={t('editor.option_remove_label', { n: j + 1 })}
            onClick={() => remove(j)}
            disabled={disabled || fields.length <= OPTIONS_MIN}
            sx={{ mb: 1 }}
          >
            {t('editor.option_remove')}
          </Button>
        </Box>
      ))}
      <Box>
        <Button
          variant="outlined"
          size="small"
          onClick={() => append({ text: '' })}
          disabled={disabled || fields.length >= OPTIONS_MAX}
        >
          {t('editor.option_add')}
        </Button>
      </Box>
    </FieldGroup>
  );
}

/** A video question's timing: thinking time, answer time and takes. */
function VideoFields({ index, register, errors, disabled }: Pick<Props, 'index' | 'register' | 'errors' | 'disabled'>) {
  const { t } = useTranslation(EMPLOYER_VIDEO_INTERVIEWS_NS);
  const errorText = useErrorText();
  const own = errors.questions?.[index];
  const number = (name: 'thinking_seconds' | 'answer_seconds' | 'takes', label: string, help: string) => (
    <FormTextField
      label={t(label)}
      type="number"
      inputMode="numeric"
      registration={register(`questions.${index}.${name}`, { valueAsNumber: true })}
      error={errorText(own?.[name]?.message)}
      helperText={t(help)}
      required
      disabled={disabled}
      sx={{ mb: 0 }}
    />
  );
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { md: '1fr 1fr 1fr' }, mb: 2 }}>
      {number('thinking_seconds', 'editor.thinking_seconds', 'editor.thinking_help')}
      {number('answer_seconds', 'editor.answer_seconds', 'editor.answer_help')}
      {number('takes', 'editor.takes', 'editor.takes_help')}
    </Box>
  );
}

/** One question of the template: its type, its text and its type's fields, with move and remove. */
export function QuestionFields(props: Props) {
  const { index, count, control, register, errors, disabled, onMove, onRemove } = props;
  const { t } = useTranslation(EMPLOYER_VIDEO_INTERVIEWS_NS);
  const errorText = useErrorText();
  const type = useWatch({ control, name: `questions.${index}.type` });
  const n = index + 1;
  return (
    <Paper variant="outlined" sx={{ p: 2 }}>
      <FieldGroup legend={t('editor.question_n', { n })}>
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
          <Button
            size="small"
            aria-label={t('editor.move_up_label', { n })}
            onClick={() => onMove(index, index - 1)}
            disabled={disabled || index === 0}
          >
            {t('editor.move_up')}
          </Button>
          <Button
            size="small"
            aria-label={t('editor.move_down_label', { n })}
            onClick={() => onMove(index, index + 1)}
            disabled={disabled || index === count - 1}
          >
            {t('editor.move_down')}
          </Button>
          <Button
            size="small"
            color="error"
            aria-label={t('editor.question_remove_label', { n })}
            onClick={() => onRemove(index)}
            disabled={disabled || count <= 1}
          >
            {t('editor.question_remove')}
          </Button>
        </Box>
        <Box>
          <FormSelectField
            control={control}
            name={`questions.${index}.type`}
            label={t('editor.type')}
            options={TYPES.map((id) => ({ id, name: t(`type.${id}`) }))}
            required
            disabled={disabled}
          />
          <FormTextField
            label={t('editor.text')}
            registration={register(`questions.${index}.text`)}
            error={errorText(errors.questions?.[index]?.text?.message)}
            helperText={type === QuestionType.FreeText ? t('editor.free_text_help') : undefined}
            required
            multiline
            minRows={2}
            disabled={disabled}
          />
          {type === QuestionType.Selection && <OptionFields {...props} />}
          {type === QuestionType.Video && <VideoFields {...props} />}
        </Box>
      </FieldGroup>
    </Paper>
  );
}
