import { useState } from 'react';

/**
 * State of a menu or panel opened from a button. `mounted` stays true after the first opening so
 * the lazily loaded popup keeps its closing animation instead of vanishing.
 */
export function usePopup() {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [mounted, setMounted] = useState(false);
  return {
    anchor,
    open: anchor !== null,
    mounted,
    openAt: (element: HTMLElement) => {
      setMounted(true);
      setAnchor(element);
    },
    close: () => setAnchor(null),
  };
}
