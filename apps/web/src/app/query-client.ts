import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { isApiError } from '../lib/api/api-error.ts';
import { readErrorMeta, shouldShowErrorDialog } from '../components/feedback/error-policy.ts';
import { showErrorDialog } from '../components/feedback/error-dialog-store.ts';

type Report = (error: unknown, options: { customTitle?: string }) => void;

/** Only failures that a second try can fix: no response, or the server fell over. */
function retryTransient(failureCount: number, error: unknown): boolean {
  if (!isApiError(error)) return false;
  return failureCount < 1 && (error.status === 0 || error.status >= 500);
}

/**
 * Spec §8's alert dialog is opened here, from the caches, and never from the HTTP client: the
 * screen that started a call decides through `meta` (see error-policy.ts) whether it shows the
 * failure itself. The default for a mutation's 422 is silent because forms show field errors.
 */
export function createQueryClient(report: Report = showErrorDialog): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({
      onError: (error, query) => {
        if (shouldShowErrorDialog(error, query.meta, 'query')) {
          report(error, { customTitle: readErrorMeta(query.meta).errorTitle });
        }
      },
    }),
    mutationCache: new MutationCache({
      onError: (error, _variables, _result, mutation) => {
        if (shouldShowErrorDialog(error, mutation.meta, 'mutation')) {
          report(error, { customTitle: readErrorMeta(mutation.meta).errorTitle });
        }
      },
    }),
    defaultOptions: {
      queries: { retry: retryTransient, refetchOnWindowFocus: false, staleTime: 30_000 },
      mutations: { retry: false },
    },
  });
}
