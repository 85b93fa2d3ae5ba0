import SearchIcon from '@mui/icons-material/Search';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import InputLabel from '@mui/material/InputLabel';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MESSAGES_NS } from '../i18n.ts';

type ThreadFiltersProps = {
  q: string;
  unread: boolean;
  onSearch: (q: string) => void;
  onUnread: (unread: boolean) => void;
};

/** Search by company or posting (on submit) and "Unread only" (at once); both live in the URL. */
export function ThreadFilters({ q, unread, onSearch, onUnread }: ThreadFiltersProps) {
  const { t } = useTranslation(MESSAGES_NS);
  const fieldId = useId();
  const [text, setText] = useState(q);
  // Back and forward change the URL: the box shows the search the list shows.
  useEffect(() => setText(q), [q]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(text.trim());
  };

  return (
    <Box
      component="form"
      role="search"
      aria-label={t('threads.filters')}
      onSubmit={submit}
      sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: 1.5, mb: 2 }}
    >
      <Box sx={{ flex: '1 1 260px', minWidth: 0 }}>
        <InputLabel htmlFor={fieldId} sx={{ mb: 0.5, color: 'text.primary', fontWeight: 600 }}>
          {t('threads.search_label')}
        </InputLabel>
        <Box sx={{ display: 'flex', gap: 1 }}>
          <TextField
            id={fieldId}
            type="search"
            size="small"
            fullWidth
            value={text}
            onChange={(event) => setText(event.target.value)}
            slotProps={{ htmlInput: { maxLength: 100, enterKeyHint: 'search' } }}
          />
          <Button type="submit" variant="contained" startIcon={<SearchIcon aria-hidden />} sx={{ flexShrink: 0 }}>
            {t('threads.search')}
          </Button>
        </Box>
      </Box>
      <FormControlLabel
        control={<Switch checked={unread} onChange={(_, checked) => onUnread(checked)} />}
        label={t('threads.unread_only')}
        sx={{ mr: 0 }}
      />
    </Box>
  );
}
