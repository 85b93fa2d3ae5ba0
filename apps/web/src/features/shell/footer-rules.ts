/** Spec §2: pages that take the whole screen for one task get no footer. */
const FOOTERLESS_PREFIXES = ['/profile-registration', '/welcome', '/cv-edit'];

function matchesPrefix(pathname: string, prefix: string): boolean {
  return pathname === prefix || pathname.startsWith(`${prefix}/`);
}

export function isFooterHidden(pathname: string): boolean {
  return FOOTERLESS_PREFIXES.some((prefix) => matchesPrefix(pathname, prefix));
}

/**
 * Spec §2: the footer keeps only its copyright line on the Conversation route (/messages/{code}),
 * where links under the message box invite mis-taps. The campaign page's mobile rule needs no code
 * here: the footer is not rendered below the lg breakpoint at all.
 */
export function areFooterLinksHidden(pathname: string): boolean {
  return /^\/messages\/[^/]+\/?$/.test(pathname);
}
