import { type ReactNode, useCallback, useState } from 'react';
import { SnackbarView } from './feedback-islands.ts';
import { type ShowSnackbar, SnackbarContext, type SnackbarMessage } from './use-snackbar.ts';

/** Hosts the one snackbar; `useSnackbar()` shows a message in it. */
export function SnackbarProvider({ children }: { children: ReactNode }) {
  const [message, setMessage] = useState<SnackbarMessage | null>(null);
  const [mounted, setMounted] = useState(false);

  const show = useCallback<ShowSnackbar>((text, severity = 'info') => {
    setMounted(true);
    // A new message replaces the current one; a queue would show stale news.
    setMessage({ id: Date.now(), text, severity });
  }, []);
  const close = useCallback(() => setMessage(null), []);

  return (
    <SnackbarContext.Provider value={show}>
      {children}
      {mounted && <SnackbarView message={message} onClose={close} />}
    </SnackbarContext.Provider>
  );
}
