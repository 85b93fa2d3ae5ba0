import Tune from '@mui/icons-material/Tune';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { type FormEvent, useId, useState } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { JOBS_NS } from '../i18n.ts';
import { lazyIsland } from '../../../lib/lazy/lazy-island.tsx';
import { FilterFields } from './filter-fields.tsx';
import type { SearchConditions } from './search-state.ts';

const FilterSheetDialog = lazyIsland(() => import('./filter-sheet-dialog.tsx'));

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

/**
 * Phones and tablets: a "Filters" button with the number set, opening the filters full screen. The
 * dialog loads on the first open and then stays mounted (so it can animate closed); wide screens
 * and a first screen never download it (ADR 0041).
 */
export function FilterSheet({
  form,
  onApply,
  onClear,
  onDiscard,
  activeCount,
}: FilterPanelProps & { activeCount: number; onDiscard: () => void }) {
  const { t } = useTranslation(JOBS_NS);
  const [open, setOpen] = useState(false);
  const [opened, setOpened] = useState(false);
  // Closing without "Show results" leaves the search as it was: unapplied edits are put back.
  const close = () => {
    setOpen(false);
    onDiscard();
  };
  return (
    <>
      <Button
        variant="outlined"
        onPointerEnter={FilterSheetDialog.prefetch}
        onClick={() => {
          setOpened(true);
          setOpen(true);
        }}
        startIcon={<Tune aria-hidden />}
      >
        {activeCount > 0 ? t('filters.open_count', { count: activeCount }) : t('filters.open')}
      </Button>
      {opened && (
        <FilterSheetDialog
          form={form}
          open={open}
          onClose={close}
          onClear={() => {
            setOpen(false);
            onClear();
          }}
          onApply={() => {
            setOpen(false);
            onApply();
          }}
        />
      )}
    </>
  );
}
