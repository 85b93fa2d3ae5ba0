import { BREAKPOINTS, SNACKBAR_MS } from '@hashi/shared/constants';
import Snackbar from '@mui/material/Snackbar';
import useMediaQuery from '@mui/material/useMediaQuery';
import { type ReactNode, useCallback, useState } from 'react';
import { type ShowSnackbar, SnackbarContext, type SnackbarSeverity } from './use-snackbar.ts';

type Message = { id: number; text: string; severity: SnackbarSeverity };

const BACKGROUND: Record<SnackbarSeverity, string> = {
  info: 'grey.900',
  success: 'success.main',
  error: 'error.main',
};

/** Spec §9: top of the screen at 960 px and narrower (clear of the bottom navigation), else bottom. */
export const SNACKBAR_TOP_QUERY = `(max-width:${BREAKPOINTS.md}px)`;

export function SnackbarProvider({ children }: { children: ReactNode }) {
  const [message, setMessage] = useState<Message | null>(null);
  const atTop = useMediaQuery(SNACKBAR_TOP_QUERY, { noSsr: true });

  const show = useCallback<ShowSnackbar>((text, severity = 'info') => {
    // A new message replaces the current one; a queue would show stale news.
    setMessage({ id: Date.now(), text, severity });
  }, []);

  return (
    <SnackbarContext.Provider value={show}>
      {children}
      <Snackbar
        key={message?.id}
        open={message !== null}
        message={message?.text}
        autoHideDuration={SNACKBAR_MS}
        onClose={(_, reason) => {
          if (reason !== 'clickaway') setMessage(null);
        }}
        anchorOrigin={{ vertical: atTop ? 'top' : 'bottom', horizontal: 'center' }}
        slotProps={{ content: { sx: { bgcolor: BACKGROUND[message?.severity ?? 'info'], color: '#fff' } } }}
      />
    </SnackbarContext.Provider>
  );
}
