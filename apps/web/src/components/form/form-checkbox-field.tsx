import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import type { ReactNode } from 'react';
import type { Control, FieldValues, Path } from 'react-hook-form';
import { useFormField } from './use-form-field.ts';

type FormCheckboxFieldProps<T extends FieldValues> = {
  control: Control<T>;
  name: Path<T>;
  label: ReactNode;
  /** More words under the box, tied to it for screen readers. */
  description?: ReactNode;
  onChanged?: (checked: boolean) => void;
};

/** A yes/no answer; unticked unless the user ticks it (opt-ins are never pre-ticked). */
export function FormCheckboxField<T extends FieldValues>({
  control,
  name,
  label,
  description,
  onChanged,
}: FormCheckboxFieldProps<T>) {
  const { id, field } = useFormField(control, name);
  return (
    <Box sx={{ mb: 2 }}>
      <FormControlLabel
        label={label}
        control={
          <Checkbox
            name={field.name}
            checked={Boolean(field.value)}
            onChange={(event) => {
              field.onChange(event.target.checked);
              onChanged?.(event.target.checked);
            }}
            onBlur={field.onBlur}
            slotProps={{
              input: {
                ref: field.ref,
                'aria-describedby': description ? `${id}-description` : undefined,
              } as object,
            }}
          />
        }
      />
      {description && (
        <FormHelperText id={`${id}-description`} sx={{ mt: 0, ml: 4 }}>
          {description}
        </FormHelperText>
      )}
    </Box>
  );
}
