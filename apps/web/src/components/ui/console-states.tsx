import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError, quarantinedFiles } from '../../lib/api/api-error.ts';
import { EmptyState, ErrorState, LoadingState } from './page-states.tsx';

/**
 * Loading, error and empty states of the employer and admin console pages (ADR 0020): words, never a
 * blank area; a failed load or action shows the server's message when it sent one.
 */

/** A page or section that is loading. */
export function ConsoleLoading({ label }: { label?: string }) {
  const { t } = useTranslation();
  return <LoadingState label={label ?? t('console_states.loading')} />;
}

/** A failed load: the server's message when it sent one, and another try. */
export function ConsoleError({ error, onRetry }: { error?: unknown; onRetry: () => void }) {
  const { t } = useTranslation();
  const message =
    isApiError(error) && error.status > 0 && error.body?.message ? error.body.message : t('console_states.error');
  return <ErrorState message={message} retryLabel={t('console_states.retry')} onRetry={onRetry} space={3} />;
}

export function ConsoleEmpty({ children }: { children: ReactNode }) {
  return <EmptyState>{children}</EmptyState>;
}

/** The message of a failed action (not a form's field errors): the server's words, or a general one. */
export function useActionErrorText() {
  const { t } = useTranslation();
  return (error: unknown): string => {
    // Files the virus scan kept back: each by name with the server's message (spec §8, ADR 0044).
    const quarantined = quarantinedFiles(error);
    if (quarantined.length > 0) {
      return quarantined.map((file) => t('console_states.quarantined_file', file)).join('\n');
    }
    return isApiError(error) && error.status > 0 && error.message ? error.message : t('console_states.action_failed');
  };
}
