import type { FastifyBaseLogger } from 'fastify';
import type { Locale } from '@hashi/shared/constants';
import { t } from '../i18n/locale.ts';
import { renderMail } from './layout.ts';
import type { Mailer } from './mailer.ts';

/**
 * Tells the account holder that something on the account has changed, with the "not you?" footer.
 * The change has already happened, so a failed send is logged (as `failure`) and never thrown.
 */
export async function sendAccountNotice(
  mailer: Mailer,
  log: Pick<FastifyBaseLogger, 'error'>,
  notice: { locale: Locale; to: string; subject: string; paragraphs: string[] },
  failure: string,
): Promise<void> {
  await mailer
    .send(renderMail({ ...notice, footer: t(notice.locale, 'mail.not_you') }))
    .catch((err: unknown) => log.error({ err }, failure));
}
