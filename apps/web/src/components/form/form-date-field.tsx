import Box from '@mui/material/Box';
import FormHelperText from '@mui/material/FormHelperText';
import InputAdornment from '@mui/material/InputAdornment';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import type { SxProps, Theme } from '@mui/material/styles';
import { type ReactNode, useEffect, useId, useState } from 'react';
import type { Control, FieldValues, Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useFormField } from './use-form-field.ts';

type Parts = { year: string; month: string; day: string };

const MONTHS = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12] as const;

/** 'YYYY-MM-DD' → its parts without leading zeros; anything else → empty parts. */
export function splitDate(value: unknown): Parts {
  const match = typeof value === 'string' ? /^(\d{4})-(\d{2})-(\d{2})$/.exec(value) : null;
  if (!match) return { year: '', month: '', day: '' };
  return { year: match[1] ?? '', month: String(Number(match[2])), day: String(Number(match[3])) };
}

/**
 * The parts → 'YYYY-MM-DD'. All empty → `empty`; partly filled → a text the shared date schema
 * refuses ("Enter a valid date"), so that half a date is never saved as none.
 */
export function joinDate(parts: Parts, empty: '' | null): string | null {
  const { year, month, day } = parts;
  if (!year && !month && !day) return empty;
  if (!year || !month || !day) return `${year}-${month}-${day}`;
  return `${year.padStart(4, '0')}-${month.padStart(2, '0')}-${day.padStart(2, '0')}`;
}

type FormDateFieldProps<T extends FieldValues> = {
  control: Control<T>;
  name: Path<T>;
  label: ReactNode;
  required?: boolean;
  helperText?: ReactNode;
  /** The value of an empty field: '' where the schema maps blanks itself, null where it takes null. */
  emptyValue?: '' | null;
  /** 'bday' for a birth date: the parts get bday-year, bday-month, bday-day. */
  autoComplete?: 'bday';
  disabled?: boolean;
  sx?: SxProps<Theme>;
};

const digits = (text: string, max: number) => text.replace(/\D/g, '').slice(0, max);

/**
 * A date entered in the app's language, whatever the browser's locale (issue 13: the native date
 * input showed mm/dd/yyyy in the Japanese UI). Japanese: 年 / 月 / 日, year first; English: day,
 * month name, year, the order UX.md shows dates in ("22 Nov 2026"). The month is a menu of names,
 * so day and month can never be swapped. The value is 'YYYY-MM-DD', as the API takes it.
 */
export function FormDateField<T extends FieldValues>({
  control,
  name,
  label,
  required,
  helperText,
  emptyValue = '',
  autoComplete,
  disabled,
  sx = { mb: 2.5 },
}: FormDateFieldProps<T>) {
  const { t, i18n } = useTranslation();
  const { id, field, error } = useFormField(control, name);
  const [parts, setParts] = useState<Parts>(() => splitDate(field.value));
  const helpId = useId();
  const japanese = i18n.language === 'ja';

  // A value set from outside (a reset, the CV's proposals) replaces what is shown; the value this
  // field itself wrote is left alone, so a half-typed date is not wiped.
  useEffect(() => {
    if ((field.value ?? emptyValue) !== joinDate(parts, emptyValue)) setParts(splitDate(field.value));
  }, [field.value, emptyValue, parts]);

  const update = (change: Partial<Parts>) => {
    const next = { ...parts, ...change };
    setParts(next);
    field.onChange(joinDate(next, emptyValue));
  };
  const describedBy = error || helperText ? helpId : undefined;
  const common = {
    onBlur: field.onBlur,
    disabled,
    error: Boolean(error),
    size: 'medium' as const,
  };
  const partInput = (part: 'year' | 'day') => (
    <TextField
      key={part}
      {...common}
      id={part === 'year' ? id : undefined}
      inputRef={part === 'year' ? field.ref : undefined}
      value={parts[part]}
      onChange={(event) => update({ [part]: digits(event.target.value, part === 'year' ? 4 : 2) })}
      placeholder={part === 'year' ? 'YYYY' : 'DD'}
      sx={{ width: part === 'year' ? '8.5em' : '6em' }}
      slotProps={{
        htmlInput: {
          inputMode: 'numeric',
          'aria-label': t(part === 'year' ? 'form.date_year' : 'form.date_day'),
          'aria-describedby': describedBy,
          'aria-required': required || undefined,
          autoComplete: autoComplete ? `${autoComplete}-${part}` : undefined,
          maxLength: part === 'year' ? 4 : 2,
        },
        input: japanese
          ? { endAdornment: <InputAdornment position="end">{part === 'year' ? '年' : '日'}</InputAdornment> }
          : undefined,
      }}
    />
  );
  const month = (
    <TextField
      key="month"
      {...common}
      select
      value={parts.month}
      onChange={(event) => update({ month: event.target.value })}
      sx={{ minWidth: japanese ? '6.5em' : '9em' }}
      slotProps={{
        select: {
          displayEmpty: true,
          SelectDisplayProps: {
            'aria-label': t('form.date_month'),
            'aria-describedby': describedBy,
          } as object,
        },
        htmlInput: { autoComplete: autoComplete ? `${autoComplete}-month` : undefined },
      }}
    >
      <MenuItem value="">
        <Box component="span" sx={{ color: 'text.secondary' }}>
          {t('form.date_month')}
        </Box>
      </MenuItem>
      {MONTHS.map((month) => (
        <MenuItem key={month} value={String(month)}>
          {t(`form.months.${month}`)}
        </MenuItem>
      ))}
    </TextField>
  );
  const order = japanese ? [partInput('year'), month, partInput('day')] : [partInput('day'), month, partInput('year')];

  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, minWidth: 0, ...sx }}>
      <Box
        component="legend"
        sx={{ p: 0, mb: 0.75, color: 'text.primary', fontWeight: 600, fontSize: '1rem', lineHeight: 1.4375 }}
      >
        {label}
        {required && (
          <Box component="span" aria-hidden sx={{ ml: 0.25 }}>
            *
          </Box>
        )}
      </Box>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'flex-start' }}>{order}</Box>
      {describedBy && (
        <FormHelperText id={helpId} error={Boolean(error)} role={error ? 'alert' : undefined} sx={{ mx: 0 }}>
          {error ?? helperText}
        </FormHelperText>
      )}
    </Box>
  );
}
