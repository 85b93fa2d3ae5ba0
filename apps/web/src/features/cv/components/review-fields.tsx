import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { CvSource } from '@hashi/shared/cv-parse.schema';
import { type ReactNode, useId } from 'react';
import { Controller, get, type Path, useFormContext, useFormState } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormFieldLabel } from '../../../components/form/form-field-label.tsx';
import { FormSelectField, type SelectOption } from '../../../components/form/form-select-field.tsx';
import { FormTextField } from '../../../components/form/form-text-field.tsx';
import { useErrorText } from '../../../components/form/use-error-text.ts';
import { CV_NS } from '../i18n.ts';
import type { ReviewValues } from '../review/review-values.ts';

type Name = Path<ReviewValues>;

/** The error of one review field, in the user's language (a shared key or the server's sentence). */
export function useFieldError(name: Name): string | undefined {
  const { errors } = useFormState<ReviewValues>({ name });
  const errorText = useErrorText();
  return errorText((get(errors, name) as { message?: string } | undefined)?.message);
}

/** Editing a value means keeping it: the row's checkbox is ticked for the applicant. */
function useKeep(acceptName: Name | undefined) {
  const { setValue } = useFormContext<ReviewValues>();
  return () => {
    if (acceptName) setValue(acceptName, true as never, { shouldDirty: true });
  };
}

type TextProps = {
  name: Name;
  label: string;
  acceptName?: Name;
  required?: boolean;
  type?: string;
  placeholder?: string;
  helperText?: string;
  multiline?: boolean;
  inputMode?: 'text' | 'numeric' | 'tel';
  disabled?: boolean;
};

export function ReviewText({
  name,
  label,
  acceptName,
  required,
  type,
  helperText,
  multiline,
  inputMode,
  disabled,
}: TextProps) {
  const { register } = useFormContext<ReviewValues>();
  const keep = useKeep(acceptName);
  const error = useFieldError(name);
  return (
    <FormTextField
      label={label}
      required={required}
      type={type}
      inputMode={inputMode}
      multiline={multiline}
      minRows={multiline ? 4 : undefined}
      helperText={helperText}
      disabled={disabled}
      error={error}
      registration={register(name, { onChange: keep })}
      sx={{ mb: 1.5 }}
    />
  );
}

type SelectProps = {
  name: Name;
  label: string;
  options: readonly SelectOption[];
  acceptName?: Name;
  required?: boolean;
  disabled?: boolean;
};

export function ReviewSelect({ name, label, options, acceptName, required, disabled }: SelectProps) {
  const { control } = useFormContext<ReviewValues>();
  const keep = useKeep(acceptName);
  return (
    <FormSelectField
      control={control}
      name={name}
      label={label}
      options={options}
      required={required}
      disabled={disabled}
      onChanged={keep}
    />
  );
}

/** A choice whose value is a word, not a reference id (gender: 'male', 'female', 'other'). */
export function ReviewWordSelect({
  name,
  label,
  options,
  acceptName,
  required,
}: {
  name: Name;
  label: string;
  options: readonly { value: string; name: string }[];
  acceptName?: Name;
  required?: boolean;
}) {
  const { control } = useFormContext<ReviewValues>();
  const { t } = useTranslation();
  const keep = useKeep(acceptName);
  const error = useFieldError(name);
  const id = useId();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <Box sx={{ mb: 1.5 }}>
          <FormFieldLabel id={`${id}-label`} htmlFor={id} required={required}>
            {label}
          </FormFieldLabel>
          <TextField
            id={id}
            select
            fullWidth
            name={field.name}
            inputRef={field.ref}
            value={field.value ?? ''}
            onBlur={field.onBlur}
            onChange={(event) => {
              field.onChange(event.target.value);
              keep();
            }}
            error={Boolean(error)}
            helperText={error}
            slotProps={{
              // The combobox is a div, which a <label for> cannot name.
              select: { displayEmpty: true, labelId: `${id}-label` },
              htmlInput: { 'aria-required': required || undefined },
              formHelperText: { role: error ? 'alert' : undefined } as object,
            }}
          >
            <MenuItem value="">
              <Box component="span" sx={{ color: 'text.secondary' }}>
                {t('form.select_placeholder')}
              </Box>
            </MenuItem>
            {options.map((option) => (
              <MenuItem key={option.value} value={option.value}>
                {option.name}
              </MenuItem>
            ))}
          </TextField>
        </Box>
      )}
    />
  );
}

/** A tick box bound to a boolean of the form; `label` is its accessible name. */
export function ReviewCheckbox({
  name,
  label,
  visibleLabel,
  disabled,
}: {
  name: Name;
  label: string;
  visibleLabel?: ReactNode;
  disabled?: boolean;
}) {
  const { control } = useFormContext<ReviewValues>();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <FormControlLabel
          sx={{ mr: 0, alignItems: 'flex-start', '& .MuiCheckbox-root': { pt: 0.5 } }}
          control={
            <Checkbox
              checked={Boolean(field.value)}
              onChange={(event) => field.onChange(event.target.checked)}
              onBlur={field.onBlur}
              disabled={disabled}
              slotProps={{ input: { 'aria-label': label } }}
            />
          }
          label={visibleLabel ?? label}
        />
      )}
    />
  );
}

/** The CV's own words a value was read from. */
export function SourceLine({ source }: { source: CvSource | null }) {
  const { t } = useTranslation(CV_NS);
  if (!source) return null;
  return (
    <Typography component="div" variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
      {t('review.from_cv', { line: source.line })}{' '}
      <Box
        component="q"
        lang=""
        sx={{
          bgcolor: 'action.hover',
          px: 0.75,
          py: 0.25,
          borderRadius: 1,
          overflowWrap: 'anywhere',
          quotes: '"“" "”"',
        }}
      >
        {source.text}
      </Box>
    </Typography>
  );
}

/** What the profile holds now, beside the proposal that would replace it. */
export function CurrentValue({ text, same }: { text: string | null; same?: boolean }) {
  const { t } = useTranslation(CV_NS);
  if (text === null) return null;
  return (
    <Typography variant="body2" sx={{ mt: 0.5, color: same ? 'success.main' : 'warning.dark' }}>
      {same ? t('review.same') : t('review.now', { value: text })}
    </Typography>
  );
}
