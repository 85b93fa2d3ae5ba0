import Search from '@mui/icons-material/Search';
import Autocomplete from '@mui/material/Autocomplete';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import { JOB_SEARCH_KEYWORD_MAX } from '@hashi/shared/job-search.schema';
import { useEffect, useState } from 'react';
import { type Control, Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { usePopularKeywords } from '../api/popular-keywords.ts';
import { JOBS_NS } from '../i18n.ts';
import type { SearchConditions } from './search-state.ts';

/** What was typed, once typing pauses: suggestions are asked for words, not for every key. */
function useDebounced(value: string, ms: number): string {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return debounced;
}

/**
 * The keyword, in English or Japanese, with popular keywords suggested as one types. Picking a
 * suggestion runs the search at once (`onPick`); Enter in the field submits the form as usual.
 */
export function KeywordField({ control, onPick }: { control: Control<SearchConditions>; onPick: () => void }) {
  const { t } = useTranslation(JOBS_NS);
  const [focused, setFocused] = useState(false);
  return (
    <Controller
      control={control}
      name="popular_keywords"
      render={({ field }) => (
        <KeywordInput
          name={field.name}
          value={field.value}
          onChange={field.onChange}
          onPick={(keyword) => {
            field.onChange(keyword);
            onPick();
          }}
          focused={focused}
          setFocused={setFocused}
          label={t('search.keyword')}
          placeholder={t('search.keyword_placeholder')}
        />
      )}
    />
  );
}

type KeywordInputProps = {
  /** The URL parameter of the keyword: the field's form sends it without JavaScript (ADR 0038). */
  name: string;
  value: string;
  onChange: (value: string) => void;
  onPick: (value: string) => void;
  focused: boolean;
  setFocused: (focused: boolean) => void;
  label: string;
  placeholder: string;
};

function KeywordInput({ name, value, onChange, onPick, focused, setFocused, label, placeholder }: KeywordInputProps) {
  const { t } = useTranslation(JOBS_NS);
  const typed = useDebounced(value, 250);
  const suggestions = usePopularKeywords(typed, focused);
  return (
    <Autocomplete
      freeSolo
      fullWidth
      options={suggestions}
      filterOptions={(options) => options}
      inputValue={value}
      onInputChange={(_, next, reason) => {
        if (reason !== 'reset') onChange(next);
      }}
      onChange={(_, picked, reason) => {
        if (reason === 'selectOption' && typeof picked === 'string') onPick(picked);
      }}
      onFocus={() => setFocused(true)}
      onBlur={() => setFocused(false)}
      renderInput={(params) => (
        <TextField
          {...params}
          name={name}
          label={label}
          placeholder={placeholder}
          type="search"
          slotProps={{
            ...params.slotProps,
            htmlInput: { ...params.slotProps.htmlInput, maxLength: JOB_SEARCH_KEYWORD_MAX },
            input: {
              ...params.slotProps.input,
              startAdornment: (
                <InputAdornment position="start">
                  <Search aria-hidden />
                </InputAdornment>
              ),
            },
          }}
        />
      )}
      // Named by its own label: MUI also points it at the field's label, which would win and give it
      // the field's name ("Keyword"), so that reference is taken off.
      slotProps={{ listbox: { 'aria-label': t('search.suggestions'), 'aria-labelledby': undefined } as object }}
    />
  );
}
