import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import type { SxProps, Theme } from '@mui/material/styles';
import type { ReactNode } from 'react';
import type { Control, FieldValues, Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormFieldLabel } from './form-field-label.tsx';
import { useFormField } from './use-form-field.ts';

/** An item of a reference list (its id), or of a fixed list of words (gender: 'male', 'female', 'other'). */
export type SelectOption<V extends string | number = number> = { id: V; name: string };

type FormSelectFieldProps<T extends FieldValues, V extends string | number> = {
  control: Control<T>;
  name: Path<T>;
  label: ReactNode;
  options: readonly SelectOption<V>[];
  required?: boolean;
  disabled?: boolean;
  helperText?: ReactNode;
  /** Called after the value changes, e.g. to reset a dependent field (spec §5 job-role form). */
  onChanged?: (id: V | null) => void;
  /** The space around the field, where a screen packs its fields closer (the CV review). */
  sx?: SxProps<Theme>;
};

/**
 * One choice from a list. The value is the item's id (a reference id, or a word) or null; the error
 * under the field is the shared schema's message in the user's language.
 */
export function FormSelectField<T extends FieldValues, V extends string | number = number>({
  control,
  name,
  label,
  options,
  required,
  disabled,
  helperText,
  onChanged,
  sx = { mb: 2.5 },
}: FormSelectFieldProps<T, V>) {
  const { t } = useTranslation();
  const { id, field, error } = useFormField(control, name);
  return (
    <Box sx={sx}>
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
          // '' is the empty choice; an id comes back as the item's own id (a number stays a number).
          const picked = options.find((option) => String(option.id) === String(event.target.value));
          const value = picked ? picked.id : null;
          field.onChange(value);
          onChanged?.(value);
        }}
        disabled={disabled}
        error={Boolean(error)}
        helperText={error ?? helperText}
        slotProps={{
          // The combobox is a div, which a <label for> cannot name: it is named by the label above.
          select: { displayEmpty: true, labelId: `${id}-label` },
          htmlInput: { 'aria-required': required || undefined },
          formHelperText: {
            sx: { whiteSpace: 'pre-line' },
            role: error ? 'alert' : undefined,
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
  );
}
