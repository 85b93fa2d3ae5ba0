import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useRouteError } from 'react-router';
import { PageMessage } from '../features/shell/components/page-message.tsx';
import { isChunkLoadError } from './lazy-page.ts';

/**
 * Renders inside the shell when a page fails: a chunk that did not load (spec §8, time-out or
 * network) gets a reload button, since a reload fetches the current build's files.
 */
export function RouteErrorBoundary() {
  const { t } = useTranslation();
  const error = useRouteError();

  const chunk = isChunkLoadError(error);
  if (!chunk) console.error('Route failed to render', error);
  return (
    <PageMessage title={chunk ? t('errors.chunk_load.title') : t('errors.messages.oops')}>
      <Typography color="text.secondary">{chunk ? t('errors.chunk_load.body') : t('errors.boundary.body')}</Typography>
      <Button variant="contained" size="large" sx={{ mt: 3 }} onClick={() => window.location.reload()}>
        {t('actions.reload')}
      </Button>
    </PageMessage>
  );
}
