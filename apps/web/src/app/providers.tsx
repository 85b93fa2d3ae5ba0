import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { ConfirmProvider } from '../components/feedback/confirm-provider.tsx';
import { SnackbarProvider } from '../components/feedback/snackbar-provider.tsx';
import { LiveProvider } from '../lib/live/live.tsx';

/**
 * What every page may rely on. The MUI theme is not here: it wraps the page area and each on-demand
 * part of the shell (components/ui/themed.tsx), so the shell paints before MUI has loaded.
 */
export function AppProviders({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <LiveProvider>
        <SnackbarProvider>
          <ConfirmProvider>{children}</ConfirmProvider>
        </SnackbarProvider>
      </LiveProvider>
    </QueryClientProvider>
  );
}
