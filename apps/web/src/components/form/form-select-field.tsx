import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { type ReactNode, useId } from 'react';
import { type Control, Controller, type FieldValues, type Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormFieldLabel } from './form-field-label.tsx';
import { useErrorText } from './use-error-text.ts';

export type SelectOption = { id: number; name: string };

type FormSelectFieldProps<T extends FieldValues> = {
  control: Control<T>;
  name: Path<T>;
  label: ReactNode;
  options: readonly SelectOption[];
  required?: boolean;
  disabled?: boolean;
  helperText?: ReactNode;
  /** Called after the value changes, e.g. to reset a dependent field (spec §5 job-role form). */
  onChanged?: (id: number | null) => void;
};

/**
 * One choice from a reference list. The value is the item's id (a number) or null; the error under
 * the field is the shared schema's message in the user's language.
 */
export function FormSelectField<T extends FieldValues>({
  control,
  name,
  label,
  options,
  required,
  disabled,
  helperText,
  onChanged,
}: FormSelectFieldProps<T>) {
  const id = useId();
  const { t } = useTranslation();
  const errorText = useErrorText();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <Box sx={{ mb: 2.5 }}>
          <FormFieldLabel id={`${id}-label`} htmlFor={id} required={required}>
            {label}
          </FormFieldLabel>
          <TextField
            id={id}
            select
            fullWidth
            name={field.name}
            inputRef={field.ref}
            value={field.value ?? ''}
            onBlur={field.onBlur}
            onChange={(event) => {
              const value = event.target.value === '' ? null : Number(event.target.value);
              field.onChange(value);
              onChanged?.(value);
            }}
            disabled={disabled}
            error={Boolean(fieldState.error)}
            helperText={errorText(fieldState.error?.message) ?? helperText}
            slotProps={{
              // The combobox is a div, which a <label for> cannot name: it is named by the label above.
              select: { displayEmpty: true, labelId: `${id}-label` },
              htmlInput: { 'aria-required': required || undefined },
              formHelperText: {
                sx: { whiteSpace: 'pre-line' },
                role: fieldState.error ? 'alert' : undefined,
              } as object,
            }}
          >
            <MenuItem value="">
              <Box component="span" sx={{ color: 'text.secondary' }}>
                {t('form.select_placeholder')}
              </Box>
            </MenuItem>
            {options.map((option) => (
              <MenuItem key={option.id} value={option.id}>
                {option.name}
              </MenuItem>
            ))}
          </TextField>
        </Box>
      )}
    />
  );
}
