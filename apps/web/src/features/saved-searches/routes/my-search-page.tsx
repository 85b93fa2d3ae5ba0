import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CircularProgress from '@mui/material/CircularProgress';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import type { SavedSearch } from '@hashi/shared/saved-search.schema';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { formatTokyoDay } from '../../../lib/format/date.ts';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import {
  useDeleteSavedSearch,
  useRenameSavedSearch,
  useSavedSearchAlert,
  useSavedSearches,
} from '../api/saved-searches.ts';
import { ConditionsSummary } from '../components/conditions-summary.tsx';
import { savedSearchUrl } from '../components/conditions-url.ts';
import { NameDialog } from '../components/name-dialog.tsx';
import { SAVED_SEARCHES_NS } from '../i18n.ts';
import { PageHeading } from '../../../components/ui/page-heading.tsx';

function SavedSearchCard({ search, onStatus }: { search: SavedSearch; onStatus: (text: string) => void }) {
  const { t, i18n } = useTranslation(SAVED_SEARCHES_NS);
  const alert = useSavedSearchAlert();
  const rename = useRenameSavedSearch();
  const remove = useDeleteSavedSearch();
  const [renaming, setRenaming] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const headingId = useId();
  const checked = alert.isPending ? Boolean(alert.variables?.enabled) : search.alert_enabled;

  return (
    <Card component="li" variant="outlined" aria-labelledby={headingId} sx={{ listStyle: 'none' }}>
      <CardContent>
        <Typography id={headingId} component="h2" variant="h6" sx={{ wordBreak: 'break-word' }}>
          {search.name}
        </Typography>
        <Box sx={{ my: 1 }}>
          <ConditionsSummary conditions={search.conditions} />
        </Box>
        {search.last_alerted_at && (
          <Typography variant="body2" color="text.secondary">
            {t('item.last_alert', { date: formatTokyoDay(search.last_alerted_at, i18n.language) })}
          </Typography>
        )}
        <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center', gap: 1, mt: 1 }}>
          <FormControlLabel
            control={
              <Switch
                checked={checked}
                slotProps={{ input: { 'aria-label': t('item.alert_for', { name: search.name }) } }}
                onChange={(_, enabled) =>
                  alert.mutate(
                    { id: search.id, enabled },
                    {
                      onSuccess: () => onStatus(t(enabled ? 'item.alert_on' : 'item.alert_off', { name: search.name })),
                    },
                  )
                }
              />
            }
            label={t('item.alert')}
          />
          <Button component={RouterLink} to={savedSearchUrl(search.conditions)} variant="contained">
            {t('item.open')}
          </Button>
          <Button onClick={() => setRenaming(true)}>{t('item.rename')}</Button>
          <Button color="error" onClick={() => setConfirming(true)}>
            {t('item.delete')}
          </Button>
        </Stack>
      </CardContent>
      <NameDialog
        open={renaming}
        title={t('rename.title')}
        submitLabel={t('rename.submit')}
        initialName={search.name}
        onClose={() => setRenaming(false)}
        onSubmit={async (name) => {
          await rename.mutateAsync({ id: search.id, name });
          setRenaming(false);
          onStatus(t('rename.renamed'));
        }}
      />
      <ConfirmDialog
        open={confirming}
        title={t('delete.title')}
        message={t('delete.message', { name: search.name })}
        confirmLabel={t('delete.confirm')}
        cancelLabel={t('cancel')}
        destructive
        busy={remove.isPending}
        onCancel={() => setConfirming(false)}
        onConfirm={() =>
          remove.mutate(search.id, {
            onSuccess: () => {
              setConfirming(false);
              onStatus(t('delete.deleted', { name: search.name }));
            },
          })
        }
      />
    </Card>
  );
}

/** /my-search (spec §2): the applicant's saved searches with their alert switches. */
export default function MySearchPage() {
  const { t } = useTranslation(SAVED_SEARCHES_NS);
  const query = useSavedSearches();
  const [status, setStatus] = useState('');
  const title = t('page.title');
  useEffect(() => {
    document.title = `${title} | Hashi`;
  }, [title]);

  return (
    <Box sx={{ maxWidth: 800, mx: 'auto', px: { xs: 2, md: 3 }, py: 2 }}>
      <PageHeading subtitle={t('page.intro')}>{title}</PageHeading>
      <Typography role="status" sx={{ mb: status ? 2 : 0 }}>
        {status}
      </Typography>
      {query.isPending && <CircularProgress aria-label={title} />}
      {query.isError && (
        <Alert
          severity="error"
          action={
            <Button color="inherit" onClick={() => query.refetch()}>
              {t('page.retry')}
            </Button>
          }
        >
          {t('page.error')}
        </Alert>
      )}
      {query.data?.length === 0 && (
        <Box>
          <Typography gutterBottom>{t('page.empty')}</Typography>
          <Button component={RouterLink} to="/jobs" variant="contained">
            {t('page.find_jobs')}
          </Button>
        </Box>
      )}
      {query.data && query.data.length > 0 && (
        <Stack component="ul" spacing={2} sx={{ p: 0, m: 0 }}>
          {query.data.map((search) => (
            <SavedSearchCard key={search.id} search={search} onStatus={setStatus} />
          ))}
        </Stack>
      )}
    </Box>
  );
}
