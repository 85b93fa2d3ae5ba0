import { randomUUID } from 'node:crypto';
import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer, { type Transporter } from 'nodemailer';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Extra headers, such as List-Unsubscribe (RFC 8058). */
  headers?: Record<string, string>;
}

export interface StoredMail extends MailMessage {
  id: string;
  from: string;
  sent_at: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
  close(): Promise<void>;
}

/** Real SMTP (production, and the tests' SMTP server). */
export class SmtpMailer implements Mailer {
  private readonly transport: Transporter;
  constructor(
    url: string,
    private readonly from: string,
  ) {
    this.transport = nodemailer.createTransport(url);
  }
  async send(message: MailMessage) {
    await this.transport.sendMail({ from: this.from, ...message });
  }
  async close() {
    this.transport.close();
  }
}

/** The embedded-mode outbox: each mail is a JSON file in DATA_DIR/mail, shown at /dev/mail. */
export class OutboxMailer implements Mailer {
  constructor(
    readonly dir: string,
    private readonly from: string,
  ) {}
  async send(message: MailMessage) {
    await mkdir(this.dir, { recursive: true });
    const sentAt = new Date();
    const id = `${sentAt.getTime()}-${randomUUID().slice(0, 8)}`;
    const stored: StoredMail = { id, from: this.from, sent_at: sentAt.toISOString(), ...message };
    await writeFile(path.join(this.dir, `${id}.json`), JSON.stringify(stored, null, 2));
  }
  async list(): Promise<StoredMail[]> {
    const names = await readdir(this.dir).catch(() => [] as string[]);
    const mails = await Promise.all(
      names
        .filter((n) => n.endsWith('.json'))
        .sort()
        .reverse()
        .slice(0, 200)
        .map(async (n) => JSON.parse(await readFile(path.join(this.dir, n), 'utf8')) as StoredMail),
    );
    return mails;
  }
  async get(id: string): Promise<StoredMail | undefined> {
    if (!/^[\w-]+$/.test(id)) return undefined;
    try {
      return JSON.parse(await readFile(path.join(this.dir, `${id}.json`), 'utf8')) as StoredMail;
    } catch {
      return undefined;
    }
  }
  async close() {}
}
