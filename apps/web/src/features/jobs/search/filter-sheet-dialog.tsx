import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { type FormEvent, useId } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { JOBS_NS } from '../i18n.ts';
import { FilterFields } from './filter-fields.tsx';
import type { SearchConditions } from './search-state.ts';

type FilterSheetDialogProps = {
  form: UseFormReturn<SearchConditions>;
  open: boolean;
  /** Closing without "Show results": the caller puts unapplied edits back. */
  onClose: () => void;
  onClear: () => void;
  onApply: () => void;
};

/** The filters full screen, on phones and tablets (FilterSheet loads it on the first open). */
export default function FilterSheetDialog({ form, open, onClose, onClear, onApply }: FilterSheetDialogProps) {
  const { t } = useTranslation(JOBS_NS);
  const titleId = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onApply();
  };
  return (
    <Dialog open={open} onClose={onClose} fullScreen aria-labelledby={titleId}>
      <Box component="form" onSubmit={submit} sx={{ display: 'flex', flexDirection: 'column', height: '100%' }}>
        <DialogTitle id={titleId} sx={{ fontWeight: 700 }}>
          {t('filters.title')}
        </DialogTitle>
        <DialogContent dividers>
          <FilterFields form={form} />
        </DialogContent>
        <DialogActions sx={{ gap: 1, px: 2, py: 1.5 }}>
          <Button type="button" onClick={onClose}>
            {t('filters.close')}
          </Button>
          <Button type="button" onClick={onClear}>
            {t('filters.clear')}
          </Button>
          <Button type="submit" variant="contained" sx={{ flex: 1 }}>
            {t('filters.show_results')}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
