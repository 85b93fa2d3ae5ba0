import { LOCALES, type Locale } from '@hashi/shared/constants';
import { FIRST_PAINT_STATE_ID, type FirstPaintState } from '@hashi/shared/first-paint';

/**
 * The browser's side of the server-rendered first paint (ADR 0038): the state the server rendered
 * with, and the route modules of the page, loaded before hydrating so the first client render
 * produces the same markup instead of the router's loading fallback.
 */

// Not i18n/language.ts's isLocale: this module is part of the entry, which stays without i18next (ADR 0043).
const isLocale = (value: unknown): value is Locale =>
  typeof value === 'string' && (LOCALES as readonly string[]).includes(value);

/** The server's render state when #root holds its HTML, else null (every other page). */
export function readFirstPaint(doc: Document = document): FirstPaintState | null {
  const script = doc.getElementById(FIRST_PAINT_STATE_ID);
  if (!script?.textContent || !doc.getElementById('root')?.hasChildNodes()) return null;
  try {
    const state = JSON.parse(script.textContent) as Partial<FirstPaintState>;
    return isLocale(state.locale) ? { locale: state.locale, queries: state.queries } : null;
  } catch {
    return null;
  }
}
