import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Typography from '@mui/material/Typography';
import type { SxProps, Theme } from '@mui/material/styles';
import type { CvSource } from '@hashi/shared/cv-parse.schema';
import type { ReactNode } from 'react';
import { get, type Path, useFormContext, useFormState } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormSelectField, type SelectOption } from '../../../components/form/form-select-field.tsx';
import { FormTextField } from '../../../components/form/form-text-field.tsx';
import { useErrorText } from '../../../components/form/use-error-text.ts';
import { useFormField } from '../../../components/form/use-form-field.ts';
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

/** A choice from a reference list, or from a few words (gender: 'male', 'female', 'other'). */
export function ReviewSelect<V extends string | number>({
  name,
  label,
  options,
  acceptName,
  required,
  disabled,
  sx,
}: {
  name: Name;
  label: string;
  options: readonly SelectOption<V>[];
  acceptName?: Name;
  required?: boolean;
  disabled?: boolean;
  sx?: SxProps<Theme>;
}) {
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
      sx={sx}
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
  const { field } = useFormField(control, name);
  return (
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
