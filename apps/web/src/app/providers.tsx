import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { theme } from '../components/ui/theme.ts';
import { ConfirmProvider } from '../features/shell/feedback/confirm-dialog.tsx';
import { SnackbarProvider } from '../features/shell/feedback/snackbar-provider.tsx';

/** Everything a page may rely on, in the order they depend on each other. */
export function AppProviders({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <QueryClientProvider client={queryClient}>
        <SnackbarProvider>
          <ConfirmProvider>{children}</ConfirmProvider>
        </SnackbarProvider>
      </QueryClientProvider>
    </ThemeProvider>
  );
}
