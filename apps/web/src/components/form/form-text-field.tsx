import Box, { type BoxProps } from '@mui/material/Box';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput from '@mui/material/OutlinedInput';
import type { ReactNode } from 'react';
import { useId } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';

export type FormTextFieldProps = {
  label: ReactNode;
  registration: UseFormRegisterReturn;
  error?: string;
  helperText?: ReactNode;
  required?: boolean;
  type?: string;
  autoComplete?: string;
  inputMode?: 'text' | 'email' | 'numeric' | 'tel';
  maxLength?: number;
  multiline?: boolean;
  minRows?: number;
  endAdornment?: ReactNode;
  disabled?: boolean;
} & Pick<BoxProps, 'sx'>;

/**
 * A text input with its label ABOVE the field (UX.md: floating labels are hard to read in a second
 * language) and its error under it. The error text keeps its line breaks so that every server
 * message of a field is visible.
 *
 * Built from FormControl, OutlinedInput and FormHelperText rather than TextField, which renders
 * the same markup here (no floating label, no select): TextField's module also brings Select,
 * Menu, Popover and Modal, about 18 KB of the sign-in pages' first download (ADR 0041).
 */
export function FormTextField({
  label,
  registration,
  error,
  helperText,
  required,
  type = 'text',
  autoComplete,
  inputMode,
  maxLength,
  multiline,
  minRows,
  endAdornment,
  disabled,
  sx,
}: FormTextFieldProps) {
  const id = useId();
  const { ref, ...field } = registration;
  const message = error ?? helperText;
  const helperTextId = `${id}-helper-text`;
  return (
    <Box sx={{ mb: 2.5, ...sx }}>
      <InputLabel
        htmlFor={id}
        required={required}
        sx={{ mb: 0.75, color: 'text.primary', fontWeight: 600, whiteSpace: 'normal' }}
      >
        {label}
      </InputLabel>
      <FormControl fullWidth required={required} disabled={disabled} error={Boolean(error)}>
        <OutlinedInput
          id={id}
          {...field}
          inputRef={ref}
          type={type}
          multiline={multiline}
          minRows={minRows}
          autoComplete={autoComplete}
          endAdornment={endAdornment}
          aria-describedby={message ? helperTextId : undefined}
          inputProps={{ inputMode, maxLength, 'aria-required': required || undefined }}
        />
        {message && (
          <FormHelperText id={helperTextId} role={error ? 'alert' : undefined} sx={{ whiteSpace: 'pre-line' }}>
            {message}
          </FormHelperText>
        )}
      </FormControl>
    </Box>
  );
}
