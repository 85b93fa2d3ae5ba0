import type { Locale } from '@hashi/shared/constants';
import { t } from '../../platform/i18n/locale.ts';
import { isApplicantKind, type NoticeKind } from './notice-kinds.ts';
import { settingName } from './notice-unsubscribe.service.ts';

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

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
  const order: Locale[] = page.locale === 'ja' ? ['ja', 'en'] : ['en', 'ja'];
  const link = (href: string, label: string) =>
    `<p><a href="${escapeHtml(href)}" style="color:#0b5cab;text-decoration:underline">${escapeHtml(label)}</a></p>`;
  const sections = order.map((locale, i) => {
    const setting = page.kind === 'confirm' || page.kind === 'done' ? settingName(locale, page.notice) : '';
    const message = t(locale, `email_notice.${page.kind}`, { setting });
    const button =
      page.kind === 'confirm'
        ? `<form method="post" action="${escapeHtml(page.action)}"><button type="submit" style="background:#0b5cab;color:#fff;border:0;border-radius:6px;padding:10px 20px;font-size:15px;cursor:pointer">${escapeHtml(t(locale, 'email_notice.confirm_button'))}</button></form>`
        : '';
    const forApplicant = (page.kind === 'confirm' || page.kind === 'done') && isApplicantKind(page.notice);
    const manage = forApplicant ? link('/account-settings/email', t(locale, 'email_notice.manage')) : '';
    return `<section lang="${locale}"${i > 0 ? ' style="border-top:1px solid #d5dae3;margin-top:24px;padding-top:8px"' : ''}>
<h1 style="font-size:20px">${escapeHtml(t(locale, 'email_notice.title'))}</h1>
<p>${escapeHtml(message)}</p>
${button}${manage}
</section>`;
  });
  return `<!doctype html><html lang="${order[0]}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Hashi</title></head>
<body style="font-family:system-ui,'Hiragino Sans','Noto Sans JP','Yu Gothic UI',Meiryo,sans-serif;line-height:1.7;color:#1d2433;max-width:560px;margin:0 auto;padding:24px">
<p style="font-size:20px;font-weight:700;color:#0b5cab;margin:0 0 16px">Hashi</p>
${sections.join('\n')}
</body></html>`;
}
