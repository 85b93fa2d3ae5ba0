import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { postingTitle } from '../../employer/components/posting-status.tsx';
import { companyPostingsQuery } from '../api/applicants.ts';
import { EMPLOYER_APPROACHES_NS } from '../i18n.ts';

/** A choice of the company's postings (any status), or all of them. */
export function PostingFilter({ value, onChange }: { value: number | null; onChange: (id: number | null) => void }) {
  const { t, i18n } = useTranslation(EMPLOYER_APPROACHES_NS);
  const postings = useQuery(companyPostingsQuery);
  const known = (postings.data ?? []).some((posting) => posting.id === value);
  return (
    <TextField
      select
      size="small"
      label={t('applications.posting_filter')}
      value={value !== null && known ? value : ''}
      onChange={(event) => onChange(event.target.value === '' ? null : Number(event.target.value))}
      sx={{ minWidth: 260 }}
      slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
    >
      <MenuItem value="">{t('applications.all_postings')}</MenuItem>
      {(postings.data ?? []).map((posting) => (
        <MenuItem key={posting.id} value={posting.id}>
          {postingTitle(posting, i18n.resolvedLanguage, `#${posting.id}`)}
        </MenuItem>
      ))}
    </TextField>
  );
}

/** A positive whole number from the page's address, else null. */
export const idParam = (raw: string | null): number | null => {
  const n = Number(raw);
  return raw && Number.isInteger(n) && n > 0 ? n : null;
};
