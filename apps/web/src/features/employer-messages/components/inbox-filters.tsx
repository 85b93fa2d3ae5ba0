import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PostingFilter } from '../../employer-approaches/components/posting-filter.tsx';
import type { ThreadFilters } from '../api/threads.ts';
import { EMPLOYER_MESSAGES_NS } from '../i18n.ts';

type Props = { filters: ThreadFilters; onChange: (next: Omit<ThreadFilters, 'page'>) => void };

/**
 * The inbox's filters: posting, unread only, and a search in posting titles (what the server's
 * company-side search reads). The search applies on submit; the others at once.
 */
export function InboxFilters({ filters, onChange }: Props) {
  const { t } = useTranslation(EMPLOYER_MESSAGES_NS);
  const [q, setQ] = useState(filters.q);
  const { job_posting_id, unread } = filters;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onChange({ job_posting_id, unread, q: q.trim() });
  };
  return (
    <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'center', mb: 2 }}>
      <PostingFilter value={job_posting_id} onChange={(id) => onChange({ job_posting_id: id, unread, q: filters.q })} />
      <Box component="form" role="search" onSubmit={submit} sx={{ display: 'flex', gap: 1, flex: '1 1 18rem' }}>
        <TextField
          size="small"
          type="search"
          label={t('inbox.search')}
          value={q}
          onChange={(event) => setQ(event.target.value)}
          slotProps={{ htmlInput: { maxLength: 100 }, inputLabel: { shrink: true } }}
          sx={{ flex: 1, minWidth: 0 }}
        />
        <Button type="submit" variant="outlined">
          {t('inbox.search_button')}
        </Button>
      </Box>
      <FormControlLabel
        control={
          <Switch
            checked={unread}
            onChange={(event) => onChange({ job_posting_id, unread: event.target.checked, q: filters.q })}
          />
        }
        label={t('inbox.unread_only')}
      />
    </Box>
  );
}
