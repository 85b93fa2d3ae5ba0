import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import ListSubheader from '@mui/material/ListSubheader';
import TextField from '@mui/material/TextField';
import type { SxProps, Theme } from '@mui/material/styles';
import { type ReactNode, useMemo } from 'react';
import type { Control, FieldValues, Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormFieldLabel } from './form-field-label.tsx';
import type { SelectOption } from './form-select-field.tsx';
import { matchRank, normalizeForSearch } from './search-match.ts';
import { useFormField } from './use-form-field.ts';

type FormSearchSelectFieldProps<T extends FieldValues, V extends string | number> = {
  control: Control<T>;
  name: Path<T>;
  label: ReactNode;
  options: readonly SelectOption<V>[];
  /** Ids shown first, in this order, under "Common choices" (Japan and the usual nationalities). */
  likelyIds?: readonly V[];
  required?: boolean;
  disabled?: boolean;
  helperText?: ReactNode;
  /** Called after the value changes, e.g. to reset a dependent field. */
  onChanged?: (id: V | null) => void;
  sx?: SxProps<Theme>;
};

type Indexed<V extends string | number> = SelectOption<V> & { likely: boolean; key: string; order: number };

/**
 * One choice from a long list (countries, nationalities, dialing codes, languages: 185–251 items),
 * found by typing in either language (issue 13): "ind" or 「イン」 find India / インド, kana of either
 * script match, and names that start with the text come first. The likely choices head the list.
 * The value is the item's id or null, like FormSelectField, so the two are interchangeable.
 */
export function FormSearchSelectField<T extends FieldValues, V extends string | number = number>({
  control,
  name,
  label,
  options,
  likelyIds = [],
  required,
  disabled,
  helperText,
  onChanged,
  sx = { mb: 2.5 },
}: FormSearchSelectFieldProps<T, V>) {
  const { t } = useTranslation();
  const { id, field, error } = useFormField(control, name);
  const ordered = useMemo(() => {
    const byId = new Map(options.map((option) => [option.id, option]));
    const likely = likelyIds.flatMap((likelyId) => byId.get(likelyId) ?? []);
    const likelySet = new Set(likely.map((option) => option.id));
    const rest = options.filter((option) => !likelySet.has(option.id));
    return [...likely, ...rest].map(
      (option, order): Indexed<V> => ({
        ...option,
        likely: likelySet.has(option.id),
        key: normalizeForSearch(option.name),
        order,
      }),
    );
  }, [options, likelyIds]);
  const grouped = ordered.some((option) => option.likely);
  const value = ordered.find((option) => String(option.id) === String(field.value ?? '')) ?? null;

  return (
    <Box sx={sx}>
      <FormFieldLabel htmlFor={id} required={required}>
        {label}
      </FormFieldLabel>
      <Autocomplete
        id={id}
        options={ordered}
        value={value}
        disabled={disabled}
        autoHighlight
        groupBy={grouped ? (option) => (option.likely ? t('form.likely_choices') : t('form.all_choices')) : undefined}
        // MUI's own group markup puts a <ul> of options inside a plain <li>, which the listbox role
        // does not allow (axe: aria-required-children); a group with its heading is what ARIA expects.
        renderGroup={(params) => (
          // biome-ignore lint/a11y/useSemanticElements: a <fieldset> cannot sit in a listbox; an <li> with the group role can.
          <li key={params.key} role="group" aria-labelledby={`${id}-group-${params.key}`}>
            <ListSubheader component="div" id={`${id}-group-${params.key}`} sx={{ top: -8 }}>
              {params.group}
            </ListSubheader>
            <Box component="ul" role="none" sx={{ p: 0, m: 0 }}>
              {params.children}
            </Box>
          </li>
        )}
        getOptionLabel={(option) => option.name}
        getOptionKey={(option) => String(option.id)}
        isOptionEqualToValue={(option, picked) => option.id === picked.id}
        filterOptions={(list, state) => {
          const query = normalizeForSearch(state.inputValue.trim());
          if (query === '') return list;
          // Ranked within each group, so that the groups stay together under their headings.
          return list
            .flatMap((option) => {
              const rank = matchRank(option.key, query);
              return rank === null ? [] : [{ option, rank }];
            })
            .sort(
              (a, b) =>
                Number(b.option.likely) - Number(a.option.likely) || a.rank - b.rank || a.option.order - b.option.order,
            )
            .map(({ option }) => option);
        }}
        onChange={(_, picked) => {
          const next = picked ? picked.id : null;
          field.onChange(next);
          onChanged?.(next);
        }}
        onBlur={field.onBlur}
        noOptionsText={t('form.no_options')}
        openText={t('form.open_choices')}
        closeText={t('form.close_choices')}
        clearText={t('form.clear_choice')}
        renderInput={(params) => (
          <TextField
            {...params}
            name={field.name}
            inputRef={field.ref}
            placeholder={t('form.search_placeholder')}
            error={Boolean(error)}
            helperText={error ?? helperText}
            slotProps={{
              ...params.slotProps,
              htmlInput: { ...params.slotProps.htmlInput, 'aria-required': required || undefined },
              formHelperText: { sx: { whiteSpace: 'pre-line' }, role: error ? 'alert' : undefined } as object,
            }}
          />
        )}
      />
    </Box>
  );
}
