import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import Close from '@mui/icons-material/Close';
import { useTranslation } from 'react-i18next';
import { useMasterList } from '../../../lib/masters/master-list.ts';
import { PROFILE_SETTINGS_NS } from '../i18n.ts';
import type { YearsEntries, YearsEntry } from './use-years-entries.ts';

type YearsEntryListProps = {
  /** The entries to show: all of the section's, or one category's. */
  entries: YearsEntry[];
  names: Map<number, string>;
  list: Pick<YearsEntries, 'isPending' | 'setYears' | 'remove'>;
};

/** The listed roles or skills: each with its band (changeable), a "not saved yet" mark and remove. */
export function YearsEntryList({ entries, names, list }: YearsEntryListProps) {
  const { t } = useTranslation(PROFILE_SETTINGS_NS);
  const years = useMasterList('yoe-ranges').items;
  return (
    <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
      {entries.map((entry) => {
        const name = names.get(entry.refId) ?? `#${entry.refId}`;
        const pending = list.isPending(entry);
        return (
          <Box
            component="li"
            key={entry.refId}
            sx={{
              display: 'flex',
              flexWrap: 'wrap',
              alignItems: 'center',
              gap: 1,
              py: 1,
              borderBottom: 1,
              borderColor: 'divider',
            }}
          >
            <Typography sx={{ flex: '1 1 180px', fontWeight: 600 }}>{name}</Typography>
            {pending && <Chip size="small" color="warning" variant="outlined" label={t('years.pending')} />}
            <TextField
              select
              size="small"
              value={entry.years}
              onChange={(event) => list.setYears(entry.refId, Number(event.target.value))}
              slotProps={{ htmlInput: { 'aria-label': t('years.years_of', { name }) } }}
              sx={{ minWidth: 160 }}
            >
              {years.map((option) => (
                <MenuItem key={option.id} value={option.id}>
                  {option.name}
                </MenuItem>
              ))}
            </TextField>
            <IconButton aria-label={t('years.remove', { name })} onClick={() => list.remove(entry.refId)}>
              <Close />
            </IconButton>
          </Box>
        );
      })}
    </Box>
  );
}
