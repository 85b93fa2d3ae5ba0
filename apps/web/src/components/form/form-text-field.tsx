import Box from '@mui/material/Box';
import InputLabel from '@mui/material/InputLabel';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
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
} & Pick<TextFieldProps, 'sx'>;

/**
 * A text input with its label ABOVE the field (UX.md: floating labels are hard to read in a second
 * language) and its error under it. The error text keeps its line breaks so that every server
 * message of a field is visible.
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
  return (
    <Box sx={{ mb: 2.5, ...sx }}>
      <InputLabel
        htmlFor={id}
        required={required}
        sx={{ mb: 0.75, color: 'text.primary', fontWeight: 600, whiteSpace: 'normal' }}
      >
        {label}
      </InputLabel>
      <TextField
        id={id}
        {...field}
        inputRef={ref}
        type={type}
        fullWidth
        required={required}
        disabled={disabled}
        multiline={multiline}
        minRows={minRows}
        error={Boolean(error)}
        helperText={error ?? helperText}
        autoComplete={autoComplete}
        slotProps={{
          htmlInput: { inputMode, maxLength, 'aria-required': required || undefined },
          input: endAdornment ? { endAdornment } : undefined,
          formHelperText: { sx: { whiteSpace: 'pre-line' }, role: error ? 'alert' : undefined } as object,
        }}
      />
    </Box>
  );
}
