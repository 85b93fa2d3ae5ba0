import type { ReactNode } from 'react';

/** Text that screen readers announce but the screen does not show (class in base.css). */
export function VisuallyHidden({ children }: { children: ReactNode }) {
  return <span className="hashi-visually-hidden">{children}</span>;
}
