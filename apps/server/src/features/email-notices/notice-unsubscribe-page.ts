import type { Locale } from '@hashi/shared/constants';
import { bilingualPage, escapeHtml } from '../../platform/http/bilingual-page.ts';
import { t } from '../../platform/i18n/locale.ts';
import { isApplicantKind, type NoticeKind } from './notice-kinds.ts';
import { settingName } from './notice-unsubscribe.service.ts';

type Page =
  | { kind: 'confirm'; notice: NoticeKind; action: string; locale: Locale }
  | { kind: 'done'; notice: NoticeKind; locale: Locale }
  | { kind: 'invalid' | 'gone'; locale: Locale };

/**
 * The page a notice mail's unsubscribe link opens (ADR 0027), in the user's language first and the
 * other one after it (the link works without logging in). GET asks, with one button that posts
 * the same link; POST says it is done. An applicant is pointed to their e-mail settings.
 */
export function noticeUnsubscribePage(page: Page): string {
  const link = (href: string, label: string) =>
    `<p><a href="${escapeHtml(href)}" style="color:#0b5cab;text-decoration:underline">${escapeHtml(label)}</a></p>`;
  return bilingualPage(page.locale, (locale) => {
    const setting = page.kind === 'confirm' || page.kind === 'done' ? settingName(locale, page.notice) : '';
    const message = t(locale, `email_notice.${page.kind}`, { setting });
    const button =
      page.kind === 'confirm'
        ? `<form method="post" action="${escapeHtml(page.action)}"><button type="submit" style="background:#0b5cab;color:#fff;border:0;border-radius:6px;padding:10px 20px;font-size:15px;cursor:pointer">${escapeHtml(t(locale, 'email_notice.confirm_button'))}</button></form>`
        : '';
    const forApplicant = (page.kind === 'confirm' || page.kind === 'done') && isApplicantKind(page.notice);
    const manage = forApplicant ? link('/account-settings/email', t(locale, 'email_notice.manage')) : '';
    return { title: t(locale, 'email_notice.title'), body: `<p>${escapeHtml(message)}</p>\n${button}${manage}` };
  });
}
