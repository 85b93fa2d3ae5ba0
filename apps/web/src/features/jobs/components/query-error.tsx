import { useTranslation } from 'react-i18next';
import { ErrorState } from '../../../components/ui/page-states.tsx';
import { JOBS_NS } from '../i18n.ts';

/** A failed load: what happened and a way to try again. */
export function QueryError({ message, onRetry }: { message: string; onRetry: () => void }) {
  const { t } = useTranslation(JOBS_NS);
  return <ErrorState message={message} retryLabel={t('states.retry')} onRetry={onRetry} space={2} />;
}
