import type { FastifyBaseLogger } from 'fastify';
import { asLocale, t } from '../i18n/locale.ts';
import { renderMail } from './layout.ts';
import type { Mailer } from './mailer.ts';

/**
 * Tells the account holder, in their language, that something on the account has changed: the
 * `subject` and `body` keys with the "not you?" footer. The change has already happened, so a
 * failed send is logged (as `failure`) and never thrown.
 */
export async function sendAccountNotice(
  mailer: Mailer,
  log: Pick<FastifyBaseLogger, 'error'>,
  user: { email: string; locale: unknown },
  notice: { subject: string; body: string; params?: Record<string, string>; failure: string },
): Promise<void> {
  const locale = asLocale(user.locale);
  await mailer
    .send(
      renderMail({
        locale,
        to: user.email,
        subject: t(locale, notice.subject),
        paragraphs: [t(locale, notice.body, notice.params)],
        footer: t(locale, 'mail.not_you'),
      }),
    )
    .catch((err: unknown) => log.error({ err }, notice.failure));
}
