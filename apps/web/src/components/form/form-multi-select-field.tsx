import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import { type ReactNode, useId } from 'react';
import { type Control, Controller, type FieldValues, type Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormFieldLabel } from './form-field-label.tsx';
import type { SelectOption } from './form-select-field.tsx';
import { useErrorText } from './use-error-text.ts';

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
  const id = useId();
  const { t } = useTranslation();
  const errorText = useErrorText();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => {
        const ids: number[] = Array.isArray(field.value) ? field.value : [];
        const selected = ids
          .map((value) => options.find((option) => option.id === value))
          .filter((option): option is SelectOption => option !== undefined);
        const full = ids.length >= max;
        return (
          <Box sx={{ mb: 2.5 }}>
            <FormFieldLabel htmlFor={id} required={required}>
              {label}
            </FormFieldLabel>
            <Autocomplete
              id={id}
              multiple
              disabled={disabled}
              options={options as SelectOption[]}
              groupBy={groupBy}
              value={selected}
              getOptionLabel={(option) => option.name}
              isOptionEqualToValue={(option, value) => option.id === value.id}
              getOptionDisabled={(option) => full && !ids.includes(option.id)}
              onChange={(_, value) => field.onChange(value.map((option) => option.id))}
              onBlur={field.onBlur}
              noOptionsText={t('form.no_options')}
              renderInput={(params) => (
                <TextField
                  {...params}
                  inputRef={field.ref}
                  name={field.name}
                  placeholder={selected.length === 0 ? t('form.search_placeholder') : undefined}
                  error={Boolean(fieldState.error)}
                  helperText={
                    errorText(fieldState.error?.message, { max }) ??
                    t('form.selected_count', { count: ids.length, max })
                  }
                  slotProps={{
                    ...params.slotProps,
                    formHelperText: { role: fieldState.error ? 'alert' : undefined } as object,
                  }}
                />
              )}
            />
          </Box>
        );
      }}
    />
  );
}
