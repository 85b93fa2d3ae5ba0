import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { excludedCompanyRequestSchema } from '@hashi/shared/preference.schema';
import { useDeferredValue, useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { FormFieldLabel } from '../../../../components/form/form-field-label.tsx';
import { PROFILE_SETTINGS_NS } from '../../i18n.ts';
import { type CompanyCandidate, useCompanyCandidates } from './company-candidates-api.ts';

/** The name shown, and the company picked from the list (none while the text is typed). */
export type CompanyPick = z.output<typeof excludedCompanyRequestSchema>;

/**
 * The company to exclude (ADR 0040): companies on Hashi are offered by their current or former
 * name as the applicant types, and one picked is sent by id, so that no rename can undo it; a
 * company not on Hashi yet can still be typed, and is matched by name when it joins.
 */
export function CompanyPicker({
  value,
  onChange,
  error,
  disabled,
}: {
  value: CompanyPick;
  onChange: (next: CompanyPick) => void;
  error?: string;
  disabled?: boolean;
}) {
  const { t } = useTranslation(PROFILE_SETTINGS_NS);
  const id = useId();
  const keyword = useDeferredValue(value.company_name);
  const candidates = useCompanyCandidates(keyword);
  const options = candidates.data ?? [];
  const picked = options.find((option) => option.id === value.company_id) ?? null;

  return (
    <Box sx={{ mb: 2.5 }}>
      <FormFieldLabel htmlFor={id}>{t('preference.excluded.company_name')}</FormFieldLabel>
      <Autocomplete<CompanyCandidate, false, false, true>
        id={id}
        freeSolo
        options={options}
        value={picked}
        inputValue={value.company_name}
        disabled={disabled}
        // The server has matched already (former names, legal forms, widths): show what it found.
        filterOptions={(list) => list}
        getOptionLabel={(option) => (typeof option === 'string' ? option : option.name)}
        getOptionKey={(option) => (typeof option === 'string' ? option : String(option.id))}
        isOptionEqualToValue={(option, chosen) => typeof chosen !== 'string' && option.id === chosen.id}
        onInputChange={(_, text, reason) => {
          // Typing unpicks; MUI's own "reset" after a pick carries the picked name, which stays picked.
          if (reason === 'input' || reason === 'clear') onChange({ company_name: text, company_id: null });
        }}
        onChange={(_, chosen) => {
          if (chosen && typeof chosen !== 'string') onChange({ company_name: chosen.name, company_id: chosen.id });
        }}
        renderOption={({ key, ...props }, option) => (
          <li key={key} {...props}>
            <Box>
              <Typography component="span">{option.name}</Typography>
              {option.former_name && (
                <Typography component="span" variant="body2" color="text.secondary" sx={{ display: 'block' }}>
                  {t('preference.excluded.formerly', { name: option.former_name })}
                </Typography>
              )}
            </Box>
          </li>
        )}
        renderInput={(params) => (
          <TextField
            {...params}
            name="company_name"
            error={Boolean(error)}
            helperText={error ?? (value.company_id == null ? t('preference.excluded.typed_hint') : undefined)}
            slotProps={{
              ...params.slotProps,
              htmlInput: { ...params.slotProps.htmlInput, maxLength: 255, autoComplete: 'off' },
              formHelperText: { sx: { whiteSpace: 'pre-line' }, role: error ? 'alert' : undefined } as object,
            }}
          />
        )}
      />
    </Box>
  );
}
