import { inject } from 'vitest';
import { appUrl } from './app-server.ts';
import './harness-types.ts';
import type { ReceivedMail } from './harness-types.ts';

async function allMails(): Promise<ReceivedMail[]> {
  const res = await fetch(`${inject('controlUrl')}/mails`);
  if (!res.ok) throw new Error(`the test inbox answered ${res.status}`);
  return (await res.json()) as ReceivedMail[];
}

/** A mark in the inbox: `waitForMail(…, { since })` then ignores every mail received before it. */
export async function inboxMark(): Promise<number> {
  const mails = await allMails();
  return mails.at(-1)?.seq ?? 0;
}

/** The first mail to `to` (received after `since`, matching `where`) — waits up to `timeoutMs`. */
export async function waitForMail(
  to: string,
  options: { since?: number; where?: (mail: ReceivedMail) => boolean; timeoutMs?: number } = {},
): Promise<ReceivedMail> {
  const address = to.toLowerCase();
  const deadline = Date.now() + (options.timeoutMs ?? 15_000);
  for (;;) {
    const mails = await allMails();
    const found = mails.find(
      (m) => m.seq > (options.since ?? 0) && m.to.includes(address) && (options.where?.(m) ?? true),
    );
    if (found) return found;
    if (Date.now() > deadline) {
      const seen = mails.filter((m) => m.to.includes(address)).map((m) => `"${m.subject}"`);
      throw new Error(
        `No mail to ${to} arrived at the test SMTP server (mails to it so far: ${seen.join(', ') || 'none'})`,
      );
    }
    await new Promise((r) => setTimeout(r, 150));
  }
}

/** The first link in the mail (text or HTML) to the app at `pathname`, e.g. '/email-verification'. */
export function linkIn(mail: ReceivedMail, pathname: string): string {
  const origin = appUrl();
  const urls = `${mail.text}\n${mail.html}`.match(/https?:\/\/[^\s"'<>]+/g) ?? [];
  const found = urls
    .map((u) => u.replace(/&amp;/g, '&'))
    .find((u) => u.startsWith(origin) && new URL(u).pathname === pathname);
  if (!found) throw new Error(`No link to ${origin}${pathname} in the mail "${mail.subject}":\n${mail.text}`);
  return found;
}

/** The six-digit code in a mail's text. */
export function codeIn(mail: ReceivedMail): string {
  const match = mail.text.match(/(?<!\d)\d{6}(?!\d)/);
  if (!match) throw new Error(`No six-digit code in the mail "${mail.subject}":\n${mail.text}`);
  return match[0];
}
