import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { JobSearchFilters } from '@hashi/shared/job-search.schema';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useSession } from '../../../lib/session/session.ts';
import { lazyIsland } from '../../../lib/lazy/lazy-island.tsx';
import { SAVED_SEARCHES_NS } from '../i18n.ts';

/**
 * The dialog loads on the first click: guests on /search never see it, and an applicant's /jobs
 * first screen does not wait for it (ADR 0041).
 */
const SaveSearchDialog = lazyIsland(() => import('./save-search-dialog.tsx'));

type SaveSearchActionProps = { filters: JobSearchFilters };

/**
 * "Save this search" on /jobs (the jobs page's headerActions slot): asks a name (suggested from
 * the conditions) and saves the search with its alert on. Guests (/search) see nothing.
 * The server's 'Please put search conditions' and 'That condition is already saved' show in the dialog.
 */
export function SaveSearchAction({ filters }: SaveSearchActionProps) {
  const { t } = useTranslation(SAVED_SEARCHES_NS);
  const session = useSession();
  const [open, setOpen] = useState(false);
  const [saved, setSaved] = useState<string | null>(null);
  if (session.status !== 'authenticated') return null;

  return (
    <>
      <Button
        variant="outlined"
        onPointerEnter={SaveSearchDialog.prefetch}
        onClick={() => {
          setSaved(null);
          setOpen(true);
        }}
      >
        {t('save.action')}
      </Button>
      <Typography role="status" variant="body2" sx={{ alignSelf: 'center' }}>
        {saved && (
          <>
            {saved} <RouterLink to="/my-search">{t('save.view')}</RouterLink>
          </>
        )}
      </Typography>
      {open && (
        <SaveSearchDialog
          filters={filters}
          onClose={() => setOpen(false)}
          onSaved={(message) => {
            setSaved(message);
            setOpen(false);
          }}
        />
      )}
    </>
  );
}
