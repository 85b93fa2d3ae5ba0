import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState, ErrorState, LoadingState } from '../../../components/ui/page-states.tsx';
import { isApiError } from '../../../lib/api/api-error.ts';
import { EMPLOYER_NS } from '../i18n.ts';

/** Loading, error and empty states of the console pages: words, never a blank area. */
export function ConsoleLoading({ label }: { label?: string }) {
  const { t } = useTranslation(EMPLOYER_NS);
  return <LoadingState label={label ?? t('states.loading')} />;
}

/** A failed load: the server's message when it sent one, and another try. */
export function ConsoleError({ error, onRetry }: { error?: unknown; onRetry: () => void }) {
  const { t } = useTranslation(EMPLOYER_NS);
  const message = isApiError(error) && error.status > 0 && error.body?.message ? error.body.message : t('states.error');
  return <ErrorState message={message} retryLabel={t('states.retry')} onRetry={onRetry} space={3} />;
}

export function ConsoleEmpty({ children }: { children: ReactNode }) {
  return <EmptyState>{children}</EmptyState>;
}

/** The message of a failed action (not a form's field errors): the server's words, or a general one. */
export function useActionErrorText() {
  const { t } = useTranslation(EMPLOYER_NS);
  return (error: unknown): string =>
    isApiError(error) && error.status > 0 && error.message ? error.message : t('states.action_failed');
}
