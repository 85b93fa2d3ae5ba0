import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { MULTI_SELECT_MAX } from '@hashi/shared/constants';
import type { Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { SelectOption } from '../../../components/form/form-select-field.tsx';
import { MultiSelectInput } from '../../../components/form/multi-select-input.tsx';
import { useFormField } from '../../../components/form/use-form-field.ts';
import { JOBS_NS } from '../i18n.ts';
import { type SearchConditions, Tri } from './search-state.ts';

type NumberKey = {
  [K in keyof SearchConditions]: SearchConditions[K] extends number | null ? K : never;
}[keyof SearchConditions];
type ListKey = {
  [K in keyof SearchConditions]: SearchConditions[K] extends number[] ? K : never;
}[keyof SearchConditions];

type FilterSelectProps = {
  control: Control<SearchConditions>;
  name: NumberKey;
  label: string;
  options: readonly SelectOption[];
  disabled?: boolean;
  /** Called after the value changes, e.g. to clear a dependent filter. */
  onChanged?: (value: number | null) => void;
};

/** One choice, or "Any" (no filter). The label is a real label, so the control has a stable name. */
export function FilterSelect({ control, name, label, options, disabled, onChanged }: FilterSelectProps) {
  const { t } = useTranslation(JOBS_NS);
  const { id, field } = useFormField(control, name);
  return (
    <TextField
      id={id}
      select
      fullWidth
      size="small"
      label={label}
      name={field.name}
      inputRef={field.ref}
      value={field.value ?? ''}
      disabled={disabled}
      onBlur={field.onBlur}
      onChange={(event) => {
        const value = event.target.value === '' ? null : Number(event.target.value);
        field.onChange(value);
        onChanged?.(value);
      }}
      slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
      sx={{ mb: 2 }}
    >
      <MenuItem value="">{t('filters.any')}</MenuItem>
      {options.map((option) => (
        <MenuItem key={option.id} value={option.id}>
          {option.name}
        </MenuItem>
      ))}
    </TextField>
  );
}

type CheckboxGroupProps = {
  control: Control<SearchConditions>;
  name: ListKey;
  label: string;
  options: readonly SelectOption[];
};

/** A few choices, any of which may be ticked (a fieldset named by its legend). */
export function CheckboxGroup({ control, name, label, options }: CheckboxGroupProps) {
  const { id: legendId, field } = useFormField(control, name);
  const ids = field.value as number[];
  const toggle = (id: number, on: boolean) =>
    field.onChange(on ? [...ids, id].sort((a, b) => a - b) : ids.filter((v) => v !== id));
  return (
    <Box component="fieldset" aria-labelledby={legendId} sx={{ border: 0, m: 0, p: 0, mb: 2 }}>
      <Typography id={legendId} component="legend" variant="body2" sx={{ fontWeight: 700, mb: 0.5 }}>
        {label}
      </Typography>
      {options.map((option) => (
        <FormControlLabel
          key={option.id}
          sx={{ display: 'flex', mr: 0 }}
          control={
            <Checkbox
              size="small"
              checked={ids.includes(option.id)}
              onChange={(event) => toggle(option.id, event.target.checked)}
            />
          }
          label={<Typography variant="body2">{option.name}</Typography>}
        />
      ))}
    </Box>
  );
}

/** A yes-or-any filter as one checkbox: ticked asks for yes, unticked leaves it out. */
export function YesCheckbox({
  control,
  name,
  label,
}: {
  control: Control<SearchConditions>;
  name: 'overseas_application_allowed';
  label: string;
}) {
  const { field } = useFormField(control, name);
  return (
    <FormControlLabel
      sx={{ display: 'flex', mr: 0, mb: 2 }}
      control={
        <Checkbox
          size="small"
          checked={field.value === Tri.Yes}
          onChange={(event) => field.onChange(event.target.checked ? Tri.Yes : null)}
        />
      }
      label={<Typography variant="body2">{label}</Typography>}
    />
  );
}

type FilterMultiSelectProps = {
  control: Control<SearchConditions>;
  name: ListKey;
  label: string;
  options: readonly SelectOption[];
};

/**
 * Several choices from a reference list, searchable by typing; any of them matches. Up to 15
 * (spec §9 multi-select), further options disabled. Same look as FilterSelect, so the panel reads
 * as one list of fields.
 */
export function FilterMultiSelect({ control, name, label, options }: FilterMultiSelectProps) {
  const { id, field } = useFormField(control, name);
  return (
    <MultiSelectInput
      id={id}
      field={field}
      options={options}
      max={MULTI_SELECT_MAX}
      size="small"
      label={label}
      sx={{ mb: 2 }}
    />
  );
}
