import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useDeferredValue, useId } from 'react';
import { type Control, useController } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormFieldLabel } from '../../../../components/form/form-field-label.tsx';
import { useMasterNames } from '../../../../lib/masters/master-list.ts';
import { PROFILE_SETTINGS_NS } from '../../i18n.ts';
import { type ItCertificate, useItCertificates } from './it-certificates-api.ts';
import type { LicenseAwardFormInput, LicenseAwardFormOutput } from './license-award-api.ts';

/**
 * A license's name: IT certificates on Hashi's list (AWS, CKA, 基本情報技術者 …) are offered with
 * their category as the applicant types, in either language, so that the usual ones are named the
 * way companies search for them; any other license or certificate can still be typed as it is.
 */
export function LicenseNameField({
  control,
  index,
  error,
}: {
  control: Control<LicenseAwardFormInput, unknown, LicenseAwardFormOutput>;
  index: number;
  error?: string;
}) {
  const { t } = useTranslation(PROFILE_SETTINGS_NS);
  const id = useId();
  const { field } = useController({ control, name: `licenses.${index}.name` });
  const text = typeof field.value === 'string' ? field.value : '';
  const certificates = useItCertificates(useDeferredValue(text));
  const categories = useMasterNames('it-certificate-categories');
  const helperId = `${id}-helper-text`;
  const message = error ?? t('license_award.license_name_hint');

  return (
    <Box sx={{ mb: 2.5 }}>
      <FormFieldLabel htmlFor={id} required>
        {t('license_award.license_name')}
      </FormFieldLabel>
      <Autocomplete<ItCertificate, false, false, true>
        id={id}
        freeSolo
        options={certificates.data ?? []}
        inputValue={text}
        value={null}
        // The server has matched already (every word, either language): show what it found.
        filterOptions={(list) => list}
        getOptionLabel={(option) => (typeof option === 'string' ? option : option.name)}
        getOptionKey={(option) => (typeof option === 'string' ? option : String(option.id))}
        onInputChange={(_, next, reason) => {
          if (reason === 'input' || reason === 'clear') field.onChange(next);
        }}
        onChange={(_, chosen) => {
          if (chosen && typeof chosen !== 'string') field.onChange(chosen.name);
        }}
        onBlur={field.onBlur}
        renderOption={({ key, ...props }, option) => (
          <li key={key} {...props}>
            <Box>
              <Typography component="span">{option.name}</Typography>
              {categories.get(option.category_id) && (
                <Typography component="span" variant="body2" color="text.secondary" sx={{ display: 'block' }}>
                  {categories.get(option.category_id)}
                </Typography>
              )}
            </Box>
          </li>
        )}
        renderInput={(params) => (
          <TextField
            {...params}
            name={field.name}
            inputRef={field.ref}
            error={Boolean(error)}
            helperText={message}
            slotProps={{
              ...params.slotProps,
              htmlInput: {
                ...params.slotProps.htmlInput,
                maxLength: 255,
                autoComplete: 'off',
                'aria-required': true,
                'aria-describedby': helperId,
              },
              formHelperText: {
                id: helperId,
                sx: { whiteSpace: 'pre-line' },
                role: error ? 'alert' : undefined,
              } as object,
            }}
          />
        )}
      />
    </Box>
  );
}
