import Tune from '@mui/icons-material/Tune';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { type FormEvent, useId, useState } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { JOBS_NS } from '../i18n.ts';
import { FilterFields } from './filter-fields.tsx';
import type { SearchConditions } from './search-state.ts';

type FilterPanelProps = {
  form: UseFormReturn<SearchConditions>;
  /** Runs the search with the form's conditions. */
  onApply: () => void;
  /** Clears every filter (the keyword stays) and runs the search. */
  onClear: () => void;
};

/** Desktop: the filters beside the results, with their own scroll and buttons. */
export function FilterSidePanel({ form, onApply, onClear }: FilterPanelProps) {
  const { t } = useTranslation(JOBS_NS);
  const headingId = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onApply();
  };
  return (
    <Paper
      component="form"
      variant="outlined"
      aria-labelledby={headingId}
      onSubmit={submit}
      sx={{ position: 'sticky', top: 80, maxHeight: 'calc(100dvh - 96px)', display: 'flex', flexDirection: 'column' }}
    >
      <Typography id={headingId} component="h2" variant="h6" sx={{ px: 2, pt: 2, pb: 1 }}>
        {t('filters.title')}
      </Typography>
      <Box sx={{ px: 2, pt: 1, overflowY: 'auto', flex: 1 }}>
        <FilterFields form={form} />
      </Box>
      <Box sx={{ display: 'flex', gap: 1, p: 2, borderTop: 1, borderColor: 'divider' }}>
        <Button type="button" onClick={onClear}>
          {t('filters.clear')}
        </Button>
        <Button type="submit" variant="contained" sx={{ flex: 1 }}>
          {t('filters.apply')}
        </Button>
      </Box>
    </Paper>
  );
}

/** Phones and tablets: a "Filters" button with the number set, opening the filters full screen. */
export function FilterSheet({
  form,
  onApply,
  onClear,
  onDiscard,
  activeCount,
}: FilterPanelProps & { activeCount: number; onDiscard: () => void }) {
  const { t } = useTranslation(JOBS_NS);
  const [open, setOpen] = useState(false);
  // Closing without "Show results" leaves the search as it was: unapplied edits are put back.
  const close = () => {
    setOpen(false);
    onDiscard();
  };
  const titleId = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setOpen(false);
    onApply();
  };
  return (
    <>
      <Button variant="outlined" onClick={() => setOpen(true)} startIcon={<Tune aria-hidden />}>
        {activeCount > 0 ? t('filters.open_count', { count: activeCount }) : t('filters.open')}
      </Button>
      <Dialog open={open} onClose={close} fullScreen aria-labelledby={titleId}>
        <Box component="form" onSubmit={submit} sx={{ display: 'flex', flexDirection: 'column', height: '100%' }}>
          <DialogTitle id={titleId} sx={{ fontWeight: 700 }}>
            {t('filters.title')}
          </DialogTitle>
          <DialogContent dividers>
            <FilterFields form={form} />
          </DialogContent>
          <DialogActions sx={{ gap: 1, px: 2, py: 1.5 }}>
            <Button type="button" onClick={close}>
              {t('filters.close')}
            </Button>
            <Button
              type="button"
              onClick={() => {
                setOpen(false);
                onClear();
              }}
            >
              {t('filters.clear')}
            </Button>
            <Button type="submit" variant="contained" sx={{ flex: 1 }}>
              {t('filters.show_results')}
            </Button>
          </DialogActions>
        </Box>
      </Dialog>
    </>
  );
}
