import type { FastifyBaseLogger } from 'fastify';
import type { CompanyRequestInput } from '@hashi/shared/company-request.schema';
import type { Locale } from '@hashi/shared/constants';
import type { Deps } from '../../platform/deps.ts';
import { t } from '../../platform/i18n/locale.ts';
import { renderMail } from '../../platform/mail/layout.ts';
import { HOUR } from '../../platform/rate-limit/limiter.ts';
import { insertCompanyRequest } from './company-requests.repository.ts';

/** Spec §9's promise for inquiries holds for account requests too: an answer within 5 business days. */
export const COMPANY_REQUEST_REPLY_DAYS = 5;

/**
 * Each request sends two mails and needs no account: a few an hour from one address and a few a day
 * for one e-mail address cover a company correcting a typo, not a flood (the inquiry form's limits).
 */
export const COMPANY_REQUEST_LIMITS = {
  perIp: { limit: 5, windowMs: HOUR },
  perEmail: { limit: 3, windowMs: 24 * HOUR },
};

/**
 * POST /api/v1/company-requests (ADR 0033): stores the request for an admin to review, tells the
 * support inbox (Reply-To the contact) and acknowledges it to the contact in the language of the
 * form. A filled honeypot gets the same answer and nothing else; it is checked after validation and
 * the rate limits so a bot cannot use it to pass either. Mail failures are logged: the request is in
 * the admin console either way.
 */
export async function submitCompanyRequest(
  deps: Deps,
  input: CompanyRequestInput,
  context: { locale: Locale; ip: string; log: Pick<FastifyBaseLogger, 'error' | 'info'> },
): Promise<{ message: string }> {
  const { locale, log } = context;
  await deps.limiter.consume([
    [`company-request:ip:${context.ip}`, COMPANY_REQUEST_LIMITS.perIp],
    [`company-request:email:${input.email}`, COMPANY_REQUEST_LIMITS.perEmail],
  ]);
  const answer = { message: t(locale, 'company_request.received', { days: COMPANY_REQUEST_REPLY_DAYS }) };
  if (input.homepage) {
    log.info('company request dropped: honeypot filled');
    return answer;
  }
  const saved = await insertCompanyRequest(deps.db, {
    company_name: input.company_name,
    contact_name: input.contact_name,
    email: input.email,
    phone: input.phone,
    website_url: input.website_url,
    hiring_needs: input.hiring_needs,
    locale,
  });

  // The team reads English; the contact's language is named so the reviewer knows which mail goes out.
  const en: Locale = 'en';
  const line = (key: string, value: string) => `${t(en, `mail.company_request_support.${key}`)}: ${value}`;
  await deps.mailer
    .send({
      ...renderMail({
        locale: en,
        to: deps.config.supportEmail,
        subject: t(en, 'mail.company_request_support.subject', { id: saved.id, company: input.company_name }),
        paragraphs: [
          t(en, 'mail.company_request_support.body'),
          line('company', input.company_name),
          line('contact', input.contact_name),
          line('email', input.email),
          line('phone', input.phone),
          line('website', input.website_url ?? '—'),
          line('language', t(en, `mail.company_request_support.language_${locale}`)),
          input.hiring_needs,
        ],
        action: {
          label: t(en, 'mail.company_request_support.open'),
          url: `${deps.config.APP_URL}/admin/company-requests/${saved.id}`,
        },
        footer: t(en, 'mail.company_request_support.footer'),
      }),
      headers: { 'Reply-To': input.email },
    })
    .catch((err: unknown) => log.error({ err }, 'company request: mail to support failed'));
  await deps.mailer
    .send(
      renderMail({
        locale,
        to: input.email,
        subject: t(locale, 'mail.company_request_received.subject'),
        paragraphs: [
          t(locale, 'mail.company_request_received.greeting', { name: input.contact_name }),
          t(locale, 'mail.company_request_received.body', {
            company: input.company_name,
            days: COMPANY_REQUEST_REPLY_DAYS,
          }),
          t(locale, 'mail.company_request_received.copy'),
          input.hiring_needs,
        ],
        footer: t(locale, 'mail.company_request_received.footer'),
      }),
    )
    .catch((err: unknown) => log.error({ err }, 'company request: acknowledgement failed'));
  return answer;
}
