import { createContext, useContext } from 'react';

export type SnackbarSeverity = 'info' | 'success' | 'error';
export type SnackbarMessage = { id: number; text: string; severity: SnackbarSeverity };
export type ShowSnackbar = (message: string, severity?: SnackbarSeverity) => void;

export const SnackbarContext = createContext<ShowSnackbar | null>(null);

/** `const showSnackbar = useSnackbar(); showSnackbar(t('saved'), 'success')` — shown for 3 s. */
export function useSnackbar(): ShowSnackbar {
  const show = useContext(SnackbarContext);
  if (!show) throw new Error('useSnackbar needs a SnackbarProvider above it');
  return show;
}
