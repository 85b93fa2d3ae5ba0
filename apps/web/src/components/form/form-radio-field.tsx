import Box from '@mui/material/Box';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import type { ReactNode } from 'react';
import type { Control, FieldValues, Path } from 'react-hook-form';
import { useFormField } from './use-form-field.ts';

export type RadioOption<V extends string | number> = { id: V; name: string };

type FormRadioFieldProps<T extends FieldValues, V extends string | number> = {
  control: Control<T>;
  name: Path<T>;
  label: ReactNode;
  options: readonly RadioOption<V>[];
  required?: boolean;
  helperText?: ReactNode;
  /** Options side by side (short labels such as N1–N5) instead of one per line. */
  row?: boolean;
};

/**
 * One choice among a few, all visible at once (levels, gender): quicker to read on a phone than a
 * menu. The label is the group's legend, so a screen reader names every radio with it.
 */
export function FormRadioField<T extends FieldValues, V extends string | number>({
  control,
  name,
  label,
  options,
  required,
  helperText,
  row,
}: FormRadioFieldProps<T, V>) {
  const { id, field, error } = useFormField(control, name);
  return (
    <Box sx={{ mb: 2.5 }}>
      <FormControl component="fieldset" error={Boolean(error)} required={required} fullWidth>
        <FormLabel
          component="legend"
          id={`${id}-label`}
          sx={{ mb: 0.5, color: 'text.primary', fontWeight: 600, '&.Mui-focused': { color: 'text.primary' } }}
        >
          {label}
        </FormLabel>
        <RadioGroup
          row={row}
          name={field.name}
          aria-labelledby={`${id}-label`}
          value={field.value === null || field.value === undefined ? '' : String(field.value)}
          onChange={(event) => {
            const picked = options.find((option) => String(option.id) === event.target.value);
            field.onChange(picked ? picked.id : null);
          }}
          onBlur={field.onBlur}
        >
          {options.map((option, index) => (
            <FormControlLabel
              key={option.id}
              value={String(option.id)}
              label={option.name}
              control={<Radio slotProps={{ input: { ref: index === 0 ? field.ref : undefined } as object }} />}
              sx={{ mr: row ? 3 : 0, minHeight: 40 }}
            />
          ))}
        </RadioGroup>
        {(error ?? helperText) && (
          <FormHelperText role={error ? 'alert' : undefined} sx={{ mx: 0 }}>
            {error ?? helperText}
          </FormHelperText>
        )}
      </FormControl>
    </Box>
  );
}
