import type { Locale } from '@hashi/shared/constants';
import { apiFetch } from '../api/client.ts';
import { readSession } from '../api/session-store.ts';

/**
 * Spec §1: the chosen language is also stored on the server, so e-mails reach the user in it.
 * Guests have no account to store it on; their cookie is enough.
 */
export async function saveLocaleToServer(locale: Locale): Promise<void> {
  if (!readSession()) return;
  await apiFetch('/api/v1/applicants/set-locale', { method: 'PUT', body: { locale } });
}
