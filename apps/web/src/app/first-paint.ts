import { FIRST_PAINT_STATE_ID, type FirstPaintState } from '@hashi/shared/first-paint';
import { isLocale } from '../i18n/language.ts';

/**
 * The browser's side of the server-rendered first paint (ADR 0038): the state the server rendered
 * with, and the route modules of the page, loaded before hydrating so the first client render
 * produces the same markup instead of the router's loading fallback.
 */

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
