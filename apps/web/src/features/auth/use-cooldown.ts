import { useCallback, useEffect, useState } from 'react';

/**
 * Seconds left before an action may be repeated (the e-mail code resend). Counting down in the UI
 * tells the person when they can try again instead of letting them hit the server's rate limit.
 */
export function useCooldown(seconds: number): { remaining: number; start: () => void } {
  const [until, setUntil] = useState(0);
  const [now, setNow] = useState(() => Date.now());
  const remaining = Math.max(0, Math.ceil((until - now) / 1000));

  useEffect(() => {
    if (remaining <= 0) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [remaining]);

  const start = useCallback(() => {
    const at = Date.now();
    setNow(at);
    setUntil(at + seconds * 1000);
  }, [seconds]);

  return { remaining, start };
}
