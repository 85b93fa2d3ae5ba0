import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ENGLISH_CV, JAPANESE_CV, makeDocx, makePdf, PNG_BYTES } from '../../apps/server/test/cv-fixtures.ts';
import { registrationInput } from '../../apps/server/test/profile-inputs.ts';
import { newPassword, uniqueEmail } from './accounts.ts';
import { apiCall } from './api.ts';
import type { Lang } from './browser.ts';
import { createVerifiedAccount } from './flows.ts';

export type Account = { email: string; password: string };

/**
 * An applicant who finished registration (step 4) through the API, as a precondition for the
 * journeys about editing a profile; the wizard itself has its own journey.
 */
export async function createRegisteredApplicant(lang: Lang, tag: string, overrides: Record<string, unknown> = {}) {
  const account: Account = { email: uniqueEmail(tag), password: newPassword() };
  await createVerifiedAccount(lang, account.email, account.password);
  await finishRegistration(lang, account, overrides);
  return account;
}

/** Finishes the registration of a verified account through the API (profile, then step 4). */
export async function finishRegistration(lang: Lang, account: Account, overrides: Record<string, unknown> = {}) {
  const login = await apiCall<{ access_token: string }>(lang, 'POST', '/api/v1/login', { ...account, type: 1 });
  await apiCall(lang, 'POST', '/api/v2/applicant/profile', registrationInput(overrides), login.access_token);
  await apiCall(lang, 'PUT', '/api/v1/applicants/complete-step', undefined, login.access_token);
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

/** The same CV as a PDF in either language (the English one in Helvetica, the 履歴書 in IPA Gothic). */
export async function cvPdf(lang: Lang): Promise<string> {
  return lang === 'ja'
    ? writeUpload('rirekisho.pdf', await makePdf(JAPANESE_CV, { japanese: true }))
    : writeUpload('cv-english.pdf', await makePdf(ENGLISH_CV));
}

export function photoFile(): string {
  return writeUpload('photo.png', PNG_BYTES);
}
