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
    if (!isLocale(state.locale)) return null;
    const session = state.session;
    return {
      locale: state.locale,
      queries: state.queries,
      ...(typeof session?.userId === 'number' && typeof session.startedAt === 'number'
        ? { session: { userId: session.userId, startedAt: session.startedAt } }
        : {}),
    };
  } catch {
    return null;
  }
}

/**
 * Whether the browser may take over the painted page as it is (ADR 0048): a guest's paint when no
 * one is signed in here, a signed-in paint only for the very login stored here (same user, same
 * start) while its token is fresh. Anything else (signed out in another tab, another login, a
 * token to refresh first) and the app renders its own page over the paint at once.
 */
export function paintFitsSession(
  state: FirstPaintState,
  stored: { user: { id: number }; startedAt: number } | null,
  tokenFresh: boolean,
): boolean {
  if (!state.session) return stored === null;
  return (
    stored !== null &&
    tokenFresh &&
    stored.user.id === state.session.userId &&
    stored.startedAt === state.session.startedAt
  );
}
