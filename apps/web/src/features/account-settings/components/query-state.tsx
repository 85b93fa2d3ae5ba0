import { useTranslation } from 'react-i18next';
import { ErrorState, LoadingState } from '../../../components/ui/page-states.tsx';
import { ACCOUNT_SETTINGS_NS } from '../i18n.ts';

/** What a page shows while its data loads, or when it could not: words and a way to try again. */
export function QueryState({ isError, onRetry }: { isError: boolean; onRetry: () => void }) {
  const { t } = useTranslation(ACCOUNT_SETTINGS_NS);
  if (isError) return <ErrorState message={t('state.load_failed')} retryLabel={t('state.retry')} onRetry={onRetry} />;
  return <LoadingState label={t('state.loading')} space={4} />;
}
