import Box from '@mui/material/Box';
import type { ReactNode } from 'react';
import type { Control, FieldValues, Path } from 'react-hook-form';
import { FormFieldLabel } from './form-field-label.tsx';
import type { SelectOption } from './form-select-field.tsx';
import { MultiSelectInput } from './multi-select-input.tsx';
import { useFormField } from './use-form-field.ts';

type FormMultiSelectFieldProps<T extends FieldValues> = {
  control: Control<T>;
  name: Path<T>;
  label: ReactNode;
  options: readonly SelectOption[];
  /** Spec §9: 15 for most pickers, 5 for priorities. Further options are disabled once reached. */
  max: number;
  required?: boolean;
  disabled?: boolean;
  /** Group heading of an option (a category name), for long lists. */
  groupBy?: (option: SelectOption) => string;
};

/**
 * Several choices from a reference list, searchable by typing; the value is an array of ids. The
 * helper text counts the picks against the limit, so the limit is never a surprise.
 */
export function FormMultiSelectField<T extends FieldValues>({
  control,
  name,
  label,
  options,
  max,
  required,
  disabled,
  groupBy,
}: FormMultiSelectFieldProps<T>) {
  const { id, field, error } = useFormField(control, name, { max });
  return (
    <Box sx={{ mb: 2.5 }}>
      <FormFieldLabel htmlFor={id} required={required}>
        {label}
      </FormFieldLabel>
      <MultiSelectInput
        id={id}
        field={field}
        options={options}
        max={max}
        groupBy={groupBy}
        disabled={disabled}
        error={error}
        counted
      />
    </Box>
  );
}
