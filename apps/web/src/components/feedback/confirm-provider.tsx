import { type ReactNode, useCallback, useRef, useState } from 'react';
import { ConfirmDialogView } from './feedback-islands.ts';
import { ConfirmContext, type ConfirmOptions } from './use-confirm.ts';

/** Hosts the one confirmation dialog; `useConfirm()` opens it and awaits the answer. */
export function ConfirmProvider({ children }: { children: ReactNode }) {
  const [options, setOptions] = useState<ConfirmOptions | null>(null);
  const [mounted, setMounted] = useState(false);
  const resolver = useRef<((ok: boolean) => void) | null>(null);

  const confirm = useCallback((next: ConfirmOptions) => {
    // A second request cancels the first rather than leaving its promise hanging.
    resolver.current?.(false);
    setMounted(true);
    setOptions(next);
    return new Promise<boolean>((resolve) => {
      resolver.current = resolve;
    });
  }, []);

  const answer = useCallback((ok: boolean) => {
    resolver.current?.(ok);
    resolver.current = null;
    setOptions(null);
  }, []);

  return (
    <ConfirmContext.Provider value={confirm}>
      {children}
      {mounted && <ConfirmDialogView options={options} onAnswer={answer} />}
    </ConfirmContext.Provider>
  );
}
