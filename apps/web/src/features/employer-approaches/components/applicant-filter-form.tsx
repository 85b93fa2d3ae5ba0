import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMasterList } from '../../../lib/masters/master-list.ts';
import type { ApplicantFilters } from '../api/applicants.ts';
import { EMPLOYER_APPROACHES_NS } from '../i18n.ts';

type Item = { id: number; name: string };
/** A filter that picks from a reference list: what it is called, what it offers, what is picked. */
type PickProps<V> = { label: string; items: Item[]; value: V; onChange: (value: V) => void };

function MultiPick({ label, items, value, onChange }: PickProps<number[]>) {
  const selected = items.filter((item) => value.includes(item.id));
  return (
    <Autocomplete
      multiple
      options={items}
      value={selected}
      getOptionLabel={(item) => item.name}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      onChange={(_, next) => onChange(next.slice(0, 10).map((item) => item.id))}
      renderInput={(props) => <TextField {...props} label={label} />}
    />
  );
}

function SinglePick({ label, items, value, onChange }: PickProps<number | undefined>) {
  const { t } = useTranslation(EMPLOYER_APPROACHES_NS);
  return (
    <TextField
      select
      label={label}
      value={value ?? ''}
      onChange={(event) => onChange(event.target.value === '' ? undefined : Number(event.target.value))}
      slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
    >
      <MenuItem value="">{t('search.any')}</MenuItem>
      {items.map((item) => (
        <MenuItem key={item.id} value={item.id}>
          {item.name}
        </MenuItem>
      ))}
    </TextField>
  );
}

/** The applicant search's filters, exactly those the API offers; applied with Search (page 1). */
export function ApplicantFilterForm({
  initial,
  onSearch,
}: {
  initial: ApplicantFilters;
  onSearch: (filters: ApplicantFilters) => void;
}) {
  const { t } = useTranslation(EMPLOYER_APPROACHES_NS);
  const [draft, setDraft] = useState(initial);
  const skills = useMasterList('skills');
  const roles = useMasterList('job-positions');
  const years = useMasterList('yoe-ranges');
  const prefectures = useMasterList('japan-prefectures');
  const jlpt: Item[] = [1, 2, 3, 4, 5].map((id) => ({ id, name: t(`jlpt.${id}`) }));
  const set = (patch: Partial<ApplicantFilters>) => setDraft((current) => ({ ...current, ...patch }));
  const where = draft.overseas === undefined ? '' : String(draft.overseas);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch({ ...draft, page: 1 });
  };
  const clear = () => {
    const empty: ApplicantFilters = { skill_ids: [], job_position_ids: [], page: 1 };
    setDraft(empty);
    onSearch(empty);
  };
  return (
    <Paper component="form" variant="outlined" onSubmit={submit} aria-label={t('search.filters')} sx={{ p: 2, mb: 3 }}>
      <Typography component="h2" variant="subtitle1" sx={{ mb: 1.5 }}>
        {t('search.filters')}
      </Typography>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
        <MultiPick
          label={t('search.skills')}
          items={skills.items}
          value={draft.skill_ids}
          onChange={(skill_ids) => set({ skill_ids })}
        />
        <MultiPick
          label={t('search.roles')}
          items={roles.items}
          value={draft.job_position_ids}
          onChange={(job_position_ids) => set({ job_position_ids })}
        />
        <SinglePick
          label={t('search.years')}
          items={years.items}
          value={draft.min_years_range_id}
          onChange={(min_years_range_id) => set({ min_years_range_id })}
        />
        <SinglePick
          label={t('search.jlpt')}
          items={jlpt}
          value={draft.jlpt_level_id}
          onChange={(jlpt_level_id) => set({ jlpt_level_id })}
        />
        <TextField
          select
          label={t('search.where')}
          value={where}
          slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
          onChange={(event) => {
            const value = event.target.value;
            const overseas = value === '' ? undefined : value === 'true';
            set({ overseas, ...(overseas ? { prefecture_id: undefined } : {}) });
          }}
        >
          <MenuItem value="">{t('search.where_any')}</MenuItem>
          <MenuItem value="false">{t('search.where_japan')}</MenuItem>
          <MenuItem value="true">{t('search.where_overseas')}</MenuItem>
        </TextField>
        {draft.overseas !== true && (
          <SinglePick
            label={t('search.prefecture')}
            items={prefectures.items}
            value={draft.prefecture_id}
            onChange={(prefecture_id) => set({ prefecture_id })}
          />
        )}
      </Box>
      <Box sx={{ display: 'flex', gap: 1, mt: 2, flexWrap: 'wrap' }}>
        <Button type="submit" variant="contained">
          {t('search.search')}
        </Button>
        <Button type="button" onClick={clear}>
          {t('search.clear')}
        </Button>
      </Box>
    </Paper>
  );
}
