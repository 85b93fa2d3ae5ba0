import Box from '@mui/material/Box';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import { useEffect, useId, useState } from 'react';
import { type Control, Controller, type ControllerRenderProps, type ControllerFieldState } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormFieldLabel } from '../../../../components/form/form-field-label.tsx';
import { useErrorText } from '../../../../components/form/use-error-text.ts';
import { PROFILE_SETTINGS_NS } from '../../i18n.ts';
import { formatYen, parseYen } from '../../../../lib/format/money.ts';
import type { PreferenceFormInput } from './preference-api.ts';

/** Minimum annual salary in JPY: typed freely (6,000,000 or ６００００００円), shown back as UX.md writes money. */
export function SalaryField({ control }: { control: Control<PreferenceFormInput> }) {
  return (
    <Controller
      control={control}
      name="minimum_salary"
      render={({ field, fieldState }) => <SalaryInput field={field} fieldState={fieldState} />}
    />
  );
}

function SalaryInput({
  field,
  fieldState,
}: {
  field: ControllerRenderProps<PreferenceFormInput, 'minimum_salary'>;
  fieldState: ControllerFieldState;
}) {
  const id = useId();
  const { t, i18n } = useTranslation(PROFILE_SETTINGS_NS);
  const errorText = useErrorText();
  const [text, setText] = useState(() => (typeof field.value === 'number' ? String(field.value) : ''));
  const amount = field.value;

  // A reset of the form (after a save) puts the saved amount back in the box.
  useEffect(() => {
    if (!Object.is(parseYen(text), amount ?? null)) setText(typeof amount === 'number' ? String(amount) : '');
  }, [amount, text]);

  const error = fieldState.error;
  const message = error?.type === 'too_big' ? t('preference.minimum_salary_too_big') : errorText(error?.message);
  const shown =
    typeof amount === 'number' && Number.isFinite(amount)
      ? t('preference.minimum_salary_shown', { amount: formatYen(amount, i18n.language) })
      : t('preference.minimum_salary_help');

  return (
    <Box sx={{ mb: 2.5 }}>
      <FormFieldLabel htmlFor={id}>{t('preference.minimum_salary')}</FormFieldLabel>
      <TextField
        id={id}
        fullWidth
        name={field.name}
        inputRef={field.ref}
        value={text}
        onBlur={field.onBlur}
        onChange={(event) => {
          setText(event.target.value);
          field.onChange(parseYen(event.target.value));
        }}
        error={Boolean(error)}
        helperText={message ?? shown}
        slotProps={{
          htmlInput: { inputMode: 'numeric', maxLength: 16 },
          input: { startAdornment: <InputAdornment position="start">¥</InputAdornment> },
          formHelperText: { role: error ? 'alert' : undefined } as object,
        }}
      />
    </Box>
  );
}
