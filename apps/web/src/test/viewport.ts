/**
 * jsdom has no `matchMedia`. This one answers the width queries MUI's `useMediaQuery` and our own
 * code make — `(min-width:Npx)`, `(max-width:Npx)` and both joined by `and` — for a chosen width.
 */
let width = 1280;
const listeners = new Set<() => void>();

function matches(query: string): boolean {
  const conditions = [...query.matchAll(/\((min|max)-width:\s*([\d.]+)px\)/g)];
  if (conditions.length === 0) return false;
  return conditions.every(([, kind, value]) => (kind === 'min' ? width >= Number(value) : width <= Number(value)));
}

export function setViewportWidth(px: number): void {
  width = px;
  window.innerWidth = px;
  window.matchMedia = (query: string) =>
    ({
      media: query,
      get matches() {
        return matches(query);
      },
      onchange: null,
      addEventListener: (_: string, listener: () => void) => listeners.add(listener),
      removeEventListener: (_: string, listener: () => void) => listeners.delete(listener),
      addListener: (listener: () => void) => listeners.add(listener),
      removeListener: (listener: () => void) => listeners.delete(listener),
      dispatchEvent: () => false,
    }) as unknown as MediaQueryList;
  for (const listener of listeners) listener();
}
