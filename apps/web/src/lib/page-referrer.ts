/**
 * The page on this site the visitor came from when this document loaded, as a path and query ('' when
 * they came from elsewhere or from nowhere). The server sends it to its render of a page
 * (`FirstPaintRequest.referrer`, from the Referer header) and the browser reads `document.referrer`,
 * so a painted page and the app that takes it over agree (Referrer-Policy same-origin: other sites
 * are never told).
 */
let rendering = '';

/** Set by the server entry around each render (renders run one at a time). */
export function setRenderReferrer(referrer: string | undefined): void {
  rendering = referrer ?? '';
}

export function pageReferrer(): string {
  if (typeof document === 'undefined') return rendering;
  try {
    const from = new URL(document.referrer);
    return from.origin === window.location.origin ? `${from.pathname}${from.search}` : '';
  } catch {
    return '';
  }
}
