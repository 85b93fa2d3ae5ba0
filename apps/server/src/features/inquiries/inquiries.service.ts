import type { FastifyBaseLogger } from 'fastify';
import type { Locale } from '@hashi/shared/constants';
import { INQUIRY_REPLY_BUSINESS_DAYS, type InquiryRequest } from '@hashi/shared/inquiry.schema';
import type { TokenClaims } from '../../platform/auth/tokens.ts';
import type { Deps } from '../../platform/deps.ts';
import { AppError } from '../../platform/errors.ts';
import { t } from '../../platform/i18n/locale.ts';
import { renderMail } from '../../platform/mail/layout.ts';
import { HOUR } from '../../platform/rate-limit/limiter.ts';
import { findCountry, insertInquiry } from './inquiries.repository.ts';

/**
 * Each inquiry sends two mails, and no account is needed: a few an hour from one address and a few
 * a day for one e-mail address cover a person with a follow-up question, not a flood.
 */
export const INQUIRY_LIMITS = {
  perIp: { limit: 5, windowMs: HOUR },
  perEmail: { limit: 3, windowMs: 24 * HOUR },
};

/**
 * POST /api/v1/inquiries (spec §2, §3, §9; ADR 0029): stores the inquiry, sends it to the support
 * inbox (Reply-To the sender) and acknowledges it to the sender in the language of the form. A filled
 * honeypot gets the same answer and nothing else. A failed mail is logged: the inquiry is kept and
 * admins see it in the console either way.
 */
export async function submitInquiry(
  deps: Deps,
  input: InquiryRequest,
  context: {
    locale: Locale;
    ip: string;
    claims: TokenClaims | undefined;
    log: Pick<FastifyBaseLogger, 'error' | 'info'>;
  },
): Promise<{ message: string }> {
  const { locale, log } = context;
  await deps.limiter.consume([
    [`inquiry:ip:${context.ip}`, INQUIRY_LIMITS.perIp],
    [`inquiry:email:${input.email}`, INQUIRY_LIMITS.perEmail],
  ]);
  const country = await findCountry(deps.db, input.country_id);
  if (!country) throw AppError.fields({ country_id: ['validation.invalid_value'] });
  const answer = { message: t(locale, 'inquiry.received', { days: INQUIRY_REPLY_BUSINESS_DAYS }) };
  if (input.website) {
    log.info('inquiry dropped: honeypot filled');
    return answer;
  }
  const claims = context.claims;
  const userId = claims?.kind === 'user' && claims.userType === 1 ? claims.userId : null;
  const saved = await insertInquiry(deps.db, {
    name: input.name,
    email: input.email,
    country_id: country.id,
    question: input.question,
    locale,
    user_id: userId,
  });

  const support = deps.config.supportEmail;
  const supportLocale: Locale = 'en';
  await deps.mailer
    .send({
      ...renderMail({
        locale: supportLocale,
        to: support,
        subject: t(supportLocale, 'mail.inquiry_support.subject', { id: saved.id, name: input.name }),
        paragraphs: [
          t(supportLocale, 'mail.inquiry_support.body'),
          `${t(supportLocale, 'mail.inquiry_support.name')}: ${input.name}`,
          `${t(supportLocale, 'mail.inquiry_support.email')}: ${input.email}`,
          `${t(supportLocale, 'mail.inquiry_support.country')}: ${country.name_en}`,
          `${t(supportLocale, 'mail.inquiry_support.language')}: ${t(supportLocale, `mail.inquiry_support.language_${locale}`)}`,
          input.question,
        ],
        action: {
          label: t(supportLocale, 'mail.inquiry_support.open'),
          url: `${deps.config.APP_URL}/admin/inquiries/${saved.id}`,
        },
        footer: t(supportLocale, 'mail.inquiry_support.footer'),
      }),
      headers: { 'Reply-To': input.email },
    })
    .catch((err: unknown) => log.error({ err }, 'inquiry: mail to support failed'));
  await deps.mailer
    .send(
      renderMail({
        locale,
        to: input.email,
        subject: t(locale, 'mail.inquiry_received.subject'),
        paragraphs: [
          t(locale, 'mail.inquiry_received.greeting', { name: input.name }),
          t(locale, 'mail.inquiry_received.body', { days: INQUIRY_REPLY_BUSINESS_DAYS }),
          t(locale, 'mail.inquiry_received.copy'),
          input.question,
        ],
        footer: t(locale, 'mail.inquiry_received.footer'),
      }),
    )
    .catch((err: unknown) => log.error({ err }, 'inquiry: acknowledgement failed'));
  return answer;
}
