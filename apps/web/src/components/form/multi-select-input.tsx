import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import type { SxProps, Theme } from '@mui/material/styles';
import type { ControllerRenderProps } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { SelectOption } from './form-select-field.tsx';

type MultiSelectInputProps = {
  id: string;
  /** react-hook-form's binding of a field that holds an array of ids. */
  field: Pick<ControllerRenderProps, 'name' | 'value' | 'onChange' | 'onBlur' | 'ref'>;
  options: readonly SelectOption[];
  /** Spec §9: 15 for most pickers, 5 for priorities. Further options are disabled once reached. */
  max: number;
  /** Group heading of an option (a category name), for long lists. */
  groupBy?: (option: SelectOption) => string;
  disabled?: boolean;
  size?: 'small' | 'medium';
  sx?: SxProps<Theme>;
  /** A label inside the box, always raised (the search filters); a form field has its label above instead. */
  label?: string;
  /** The field's error, in the user's language. */
  error?: string;
  /** Under the box when there is no error: how many of `max` are picked. */
  counted?: boolean;
};

/**
 * Several choices from a reference list, searchable by typing; the value is an array of ids in the
 * order they were picked.
 */
export function MultiSelectInput({
  id,
  field,
  options,
  max,
  groupBy,
  disabled,
  size,
  sx,
  label,
  error,
  counted,
}: MultiSelectInputProps) {
  const { t } = useTranslation();
  const ids: number[] = Array.isArray(field.value) ? field.value : [];
  const selected = ids
    .map((value) => options.find((option) => option.id === value))
    .filter((option): option is SelectOption => option !== undefined);
  const full = ids.length >= max;
  return (
    <Autocomplete
      id={id}
      multiple
      size={size}
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
      sx={sx}
      renderInput={(params) => (
        <TextField
          {...params}
          label={label}
          inputRef={field.ref}
          name={field.name}
          placeholder={selected.length === 0 ? t('form.search_placeholder') : undefined}
          error={Boolean(error)}
          helperText={error ?? (counted ? t('form.selected_count', { count: ids.length, max }) : undefined)}
          slotProps={{
            ...params.slotProps,
            ...(label !== undefined && { inputLabel: { ...params.slotProps.inputLabel, shrink: true } }),
            formHelperText: { role: error ? 'alert' : undefined } as object,
          }}
        />
      )}
    />
  );
}
