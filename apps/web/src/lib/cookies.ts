import { DEFAULT_COOKIE_MAX_AGE_S } from '@hashi/shared/constants';

/** Reads one cookie of this site; undefined when absent. */
export function getCookie(name: string): string | undefined {
  const prefix = `${encodeURIComponent(name)}=`;
  for (const part of document.cookie.split(';')) {
    const entry = part.trim();
    if (entry.startsWith(prefix)) {
      try {
        return decodeURIComponent(entry.slice(prefix.length));
      } catch {
        // A cookie written by someone else with a broken encoding: treat as absent.
        return undefined;
      }
    }
  }
  return undefined;
}

/** Writes a site-wide cookie; the lifetime defaults to spec §9's 30 days. */
export function setCookie(name: string, value: string, maxAgeSeconds = DEFAULT_COOKIE_MAX_AGE_S): void {
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is asynchronous and missing in older browsers; callers (language detection at start-up) need a synchronous write.
  document.cookie = `${encodeURIComponent(name)}=${encodeURIComponent(value)}; Max-Age=${maxAgeSeconds}; Path=/; SameSite=Lax${secure}`;
}

export function removeCookie(name: string): void {
  // biome-ignore lint/suspicious/noDocumentCookie: see setCookie.
  document.cookie = `${encodeURIComponent(name)}=; Max-Age=0; Path=/; SameSite=Lax`;
}
