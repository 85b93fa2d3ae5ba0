import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { inject } from 'vitest';
import { ENGLISH_CV, JAPANESE_CV, makeDocx, makePdf, PNG_BYTES } from '../../apps/server/test/cv-fixtures.ts';
import { registrationInput } from '../../apps/server/test/profile-inputs.ts';
import { newPassword, uniqueEmail } from './accounts.ts';
import type { Lang } from './browser.ts';
import { createVerifiedAccount } from './flows.ts';

const randomOctet = () => 1 + Math.floor(Math.random() * 250);

/** Calls the API as a client of its own (the server trusts the proxy header in the e2e setup). */
async function call(lang: Lang, method: string, url: string, body: unknown, token?: string): Promise<unknown> {
  const response = await fetch(`${inject('appUrl')}${url}`, {
    method,
    headers: {
      // Fastify refuses a JSON content type without a body (PUT complete-step has none).
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      accept: 'application/json',
      'x-localization': lang,
      'x-forwarded-for': `10.${randomOctet()}.${randomOctet()}.${randomOctet()}`,
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} ${url} failed: ${response.status} ${text}`);
  return text ? JSON.parse(text) : null;
}

export type Account = { email: string; password: string };

/**
 * An applicant who finished registration (step 4) through the API, as a precondition for the
 * journeys about editing a profile; the wizard itself has its own journey.
 */
export async function createRegisteredApplicant(lang: Lang, tag: string, overrides: Record<string, unknown> = {}) {
  const account: Account = { email: uniqueEmail(tag), password: newPassword() };
  await createVerifiedAccount(lang, account.email, account.password);
  const login = (await call(lang, 'POST', '/api/v1/login', { ...account, type: 1 })) as { access_token: string };
  await call(lang, 'POST', '/api/v2/applicant/profile', registrationInput(overrides), login.access_token);
  await call(lang, 'PUT', '/api/v1/applicants/complete-step', undefined, login.access_token);
  return account;
}

let folder: string | null = null;

/** Writes a file the browser can pick in a file chooser; the tests make every file themselves. */
function writeUpload(name: string, bytes: Buffer): string {
  folder ??= mkdtempSync(path.join(tmpdir(), 'hashi-e2e-uploads-'));
  const file = path.join(folder, name);
  writeFileSync(file, bytes);
  return file;
}

/** A CV of the user's language: a Japanese 履歴書 + 職務経歴書 as PDF, an English CV as DOCX. */
export async function cvFile(lang: Lang): Promise<string> {
  return lang === 'ja'
    ? writeUpload('rirekisho.pdf', await makePdf(JAPANESE_CV, { japanese: true }))
    : writeUpload('cv-english.docx', await makeDocx(ENGLISH_CV));
}

export function photoFile(): string {
  return writeUpload('photo.png', PNG_BYTES);
}
