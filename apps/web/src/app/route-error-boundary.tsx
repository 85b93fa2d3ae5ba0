import { useTranslation } from 'react-i18next';
import { useRouteError } from 'react-router';
import { PageMessage } from '../components/ui/page-message.tsx';
import { isChunkLoadError } from '../lib/lazy/lazy-page.ts';

/**
 * Renders inside the shell when a page fails. A chunk that did not load (spec §8, time-out or
 * network) gets a reload button, since a reload fetches the current build's files. Plain HTML: the
 * failed chunk may be the UI library itself.
 */
export function RouteErrorBoundary() {
  const { t } = useTranslation();
  const error = useRouteError();
  const chunk = isChunkLoadError(error);
  if (!chunk) console.error('Route failed to render', error);
  return (
    <PageMessage
      title={chunk ? t('errors.chunk_load.title') : t('errors.messages.oops')}
      body={chunk ? t('errors.chunk_load.body') : t('errors.boundary.body')}
    >
      <button
        type="button"
        className="hashi-btn hashi-btn--contained hashi-btn--large"
        onClick={() => window.location.reload()}
      >
        {t('actions.reload')}
      </button>
    </PageMessage>
  );
}
