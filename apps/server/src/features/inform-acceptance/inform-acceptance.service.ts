import type { FastifyBaseLogger } from 'fastify';
import type { Locale } from '@hashi/shared/constants';
import { ErrorCode } from '@hashi/shared/error-codes';
import type { InformAcceptance, InformAcceptanceRequest } from '@hashi/shared/inform-acceptance.schema';
import type { Deps } from '../../platform/deps.ts';
import { AppError } from '../../platform/errors.ts';
import { t } from '../../platform/i18n/locale.ts';
import { renderMail } from '../../platform/mail/layout.ts';
import { HOUR } from '../../platform/rate-limit/limiter.ts';
import { findUserById } from '../users/users.repository.ts';
import { insertInformAcceptance } from './inform-acceptance.repository.ts';

/**
 * Each report sends a mail, so reports are capped per applicant: a few a day covers a corrected
 * report or a second offer, and stops the form being used to flood a mailbox.
 */
export const INFORM_ACCEPTANCE_LIMIT = { limit: 5, windowMs: 24 * HOUR };

const MONTHS_EN = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/**
 * 22 Nov 2026 / 2026年11月22日 (UX.md). Written out rather than through Intl, whose English short
 * months differ between ICU versions ("Sep" / "Sept").
 */
export function formatMailDate(isoDate: string, locale: Locale): string {
  const [year, month, day] = isoDate.split('-').map(Number) as [number, number, number];
  return locale === 'ja' ? `${year}年${month}月${day}日` : `${day} ${MONTHS_EN[month - 1]} ${year}`;
}

/** ¥6,000,000 / 600万円 (UX.md); amounts that are not whole 10,000s keep their digits in Japanese. */
export function formatMailYen(amount: number, locale: Locale): string {
  if (locale !== 'ja') return `¥${amount.toLocaleString('en-US')}`;
  return amount % 10_000 === 0
    ? `${(amount / 10_000).toLocaleString('ja-JP')}万円`
    : `${amount.toLocaleString('ja-JP')}円`;
}

/**
 * Records the applicant's report of an accepted job offer, then confirms it by mail in the language
 * the form was sent in. The report stands even when the mail fails: the failure is logged, not answered.
 */
export async function informAcceptance(
  deps: Deps,
  applicantId: number,
  input: InformAcceptanceRequest,
  locale: Locale,
  log: Pick<FastifyBaseLogger, 'error'>,
): Promise<{ message: string; data: InformAcceptance }> {
  const user = await findUserById(deps.db, applicantId);
  if (!user) throw new AppError(ErrorCode.TokenInvalid);
  await deps.limiter.consume([[`inform-acceptance:user:${applicantId}`, INFORM_ACCEPTANCE_LIMIT]]);
  const data = await insertInformAcceptance(deps.db, {
    applicant_id: applicantId,
    company_name: input.company_name,
    start_date: input.start_date,
    salary: input.salary,
    about_service: input.about_service ?? null,
    locale,
  });
  await deps.mailer
    .send(
      renderMail({
        locale,
        to: user.email,
        subject: t(locale, 'mail.inform_acceptance.subject'),
        paragraphs: [
          t(locale, 'mail.inform_acceptance.body'),
          // One line per field, so the HTML part (a paragraph each) reads like the text part.
          `${t(locale, 'mail.inform_acceptance.company')}: ${data.company_name}`,
          `${t(locale, 'mail.inform_acceptance.start_date')}: ${formatMailDate(data.start_date, locale)}`,
          `${t(locale, 'mail.inform_acceptance.salary')}: ${formatMailYen(data.salary, locale)}`,
          t(locale, 'mail.inform_acceptance.closing'),
        ],
        footer: t(locale, 'mail.not_you'),
      }),
    )
    .catch((err: unknown) => log.error({ err }, 'inform-of-acceptance confirmation failed'));
  return { message: t(locale, 'inform_acceptance.received'), data };
}
