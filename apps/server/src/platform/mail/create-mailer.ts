import path from 'node:path';
import type { Config } from '../config.ts';
import { type Mailer, OutboxMailer, SmtpMailer } from './mailer.ts';

export function createMailer(config: Config): Mailer {
  if (config.SMTP_URL) return new SmtpMailer(config.SMTP_URL, config.MAIL_FROM);
  if (config.isProduction) throw new Error('SMTP_URL must be set in production');
  return new OutboxMailer(path.join(config.dataDir, 'mail'), config.MAIL_FROM);
}
