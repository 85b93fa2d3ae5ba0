import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput from '@mui/material/OutlinedInput';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Box from '@mui/material/Box';
import { VIDEO_INTERVIEW_TEXT_MAX } from '@hashi/shared/video-interview.schema';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { VIDEO_INTERVIEWS_NS } from '../i18n.ts';

type FieldProps<V> = { label: string; value: V; onChange: (value: V) => void; error: string | null };

/**
 * A selection question's options as a radio group, the question as its legend (the form kit's
 * radio field without react-hook-form: one value, saved when the applicant moves on).
 */
export function SelectionField({
  label,
  options,
  value,
  onChange,
  error,
}: FieldProps<number | null> & { options: string[] }) {
  const id = useId();
  return (
    <FormControl component="fieldset" error={Boolean(error)} fullWidth>
      <FormLabel
        component="legend"
        id={`${id}-label`}
        sx={{ mb: 0.5, color: 'text.primary', fontWeight: 600, '&.Mui-focused': { color: 'text.primary' } }}
      >
        {label}
      </FormLabel>
      <RadioGroup
        aria-labelledby={`${id}-label`}
        name={`${id}-option`}
        value={value === null ? '' : String(value)}
        onChange={(event) => onChange(Number(event.target.value))}
      >
        {options.map((option, index) => (
          <FormControlLabel
            key={option}
            value={String(index + 1)}
            label={option}
            control={<Radio />}
            sx={{ mr: 0, minHeight: 40 }}
          />
        ))}
      </RadioGroup>
      {error && (
        <FormHelperText role="alert" sx={{ mx: 0 }}>
          {error}
        </FormHelperText>
      )}
    </FormControl>
  );
}

/** A free-text answer: up to 400 characters (spec §5) with a counter under it. */
export function TextAnswerField({ label, value, onChange, error }: FieldProps<string>) {
  const { t } = useTranslation(VIDEO_INTERVIEWS_NS);
  const id = useId();
  const counterId = `${id}-counter`;
  return (
    <Box>
      <InputLabel htmlFor={id} sx={{ mb: 0.75, color: 'text.primary', fontWeight: 600, whiteSpace: 'normal' }}>
        {label}
      </InputLabel>
      <OutlinedInput
        id={id}
        fullWidth
        multiline
        minRows={5}
        value={value}
        error={Boolean(error)}
        onChange={(event) => onChange(event.target.value)}
        inputProps={{ maxLength: VIDEO_INTERVIEW_TEXT_MAX, 'aria-describedby': counterId }}
      />
      {error && (
        <FormHelperText error role="alert" sx={{ mx: 0 }}>
          {error}
        </FormHelperText>
      )}
      <FormHelperText id={counterId} sx={{ mx: 0, textAlign: 'right' }}>
        {t('free_text.counter', { count: value.length, max: VIDEO_INTERVIEW_TEXT_MAX })}
      </FormHelperText>
    </Box>
  );
}
