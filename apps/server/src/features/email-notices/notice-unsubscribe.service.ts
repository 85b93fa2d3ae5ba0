import type { Locale } from '@hashi/shared/constants';
import type { EmailNoticeUnsubscribeResponse } from '@hashi/shared/email-notice.schema';
import { ErrorCode } from '@hashi/shared/error-codes';
import type { Deps } from '../../platform/deps.ts';
import { AppError } from '../../platform/errors.ts';
import { asLocale, t } from '../../platform/i18n/locale.ts';
import {
  applicantRecipient,
  memberSwitches,
  removeApplicantChoice,
  switchOffMember,
  userLocale,
} from './email-notices.repository.ts';
import { isApplicantKind, MEMBER_SWITCH_OF, type NoticeKind, PREFERENCE_OF } from './notice-kinds.ts';
import { readNoticeUnsubscribeToken } from './notice-unsubscribe-token.ts';

export interface NoticeUnsubscribeResult extends EmailNoticeUnsubscribeResponse {
  /** The user's own language, for the page answered to a browser. */
  userLocale: Locale;
}

/** The setting's name, as the mail and the settings pages call it. */
export const settingName = (locale: Locale, kind: NoticeKind) => t(locale, `mail.message_notice.kind.${kind}`);

function readToken(deps: Deps, token: string) {
  const read = readNoticeUnsubscribeToken(deps.config.jwtSecret, token);
  if (!read) throw new AppError(ErrorCode.Validation, { messageKey: 'email_notice.invalid' });
  return read;
}

const gone = () => new AppError(ErrorCode.NotFound, { messageKey: 'email_notice.gone' });

/** Whether the kind's mails are still sent to the user; a user who is gone answers 404. */
async function subscribed(deps: Deps, userId: number, kind: NoticeKind): Promise<boolean> {
  if (isApplicantKind(kind)) {
    const applicant = await applicantRecipient(deps.db, userId);
    if (!applicant) throw gone();
    return applicant.notification_ids.includes(PREFERENCE_OF[kind]);
  }
  const member = await memberSwitches(deps.db, userId);
  if (!member) throw gone();
  return member[MEMBER_SWITCH_OF[kind]];
}

async function result(deps: Deps, locale: Locale, userId: number, kind: NoticeKind, on: boolean) {
  const setting = settingName(locale, kind);
  return {
    message: t(locale, on ? 'email_notice.confirm' : 'email_notice.done', { setting }),
    data: { kind, subscribed: on },
    userLocale: asLocale(await userLocale(deps.db, userId)),
  };
}

/**
 * GET /api/v1/email-notices/unsubscribe?token=: what the link of a notice mail would stop, and
 * whether it is still on. Changes nothing: mail scanners open links (ADR 0027).
 */
export async function describeNoticeUnsubscribe(
  deps: Deps,
  locale: Locale,
  token: string,
): Promise<NoticeUnsubscribeResult> {
  const { userId, kind } = readToken(deps, token);
  return result(deps, locale, userId, kind, await subscribed(deps, userId, kind));
}

/**
 * POST /api/v1/email-notices/unsubscribe?token=: the one click (RFC 8058) — that kind of mail is no
 * longer sent to that user. Idempotent; a tampered token answers 422, a user who is gone 404.
 */
export async function noticeUnsubscribe(deps: Deps, locale: Locale, token: string): Promise<NoticeUnsubscribeResult> {
  const { userId, kind } = readToken(deps, token);
  const done = isApplicantKind(kind)
    ? await removeApplicantChoice(deps.db, userId, PREFERENCE_OF[kind], deps.now())
    : await switchOffMember(deps.db, userId, MEMBER_SWITCH_OF[kind]);
  if (!done) throw gone();
  return result(deps, locale, userId, kind, false);
}
