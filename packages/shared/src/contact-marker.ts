/**
 * Until an application reaches the first interview, the server replaces contact details in a
 * message (e-mail addresses, phone numbers, messenger IDs, personal profile URLs) by this marker
 * before it stores or sends the text; the browser draws a notice in its place.
 */
export const CONTACT_MARKER = '⟦contact⟧';

export type ContactMarkerPart = { kind: 'text'; text: string } | { kind: 'hidden' };

/**
 * A filtered message as the parts to draw: the text between markers, and one hidden part per
 * marker. Empty text between two markers (or at either end) gives no part.
 */
export function splitOnContactMarker(text: string): ContactMarkerPart[] {
  const parts: ContactMarkerPart[] = [];
  text.split(CONTACT_MARKER).forEach((piece, index) => {
    if (index > 0) parts.push({ kind: 'hidden' });
    if (piece) parts.push({ kind: 'text', text: piece });
  });
  return parts;
}
