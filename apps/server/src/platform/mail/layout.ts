import type { Locale } from '@hashi/shared/constants';
import { t } from '../i18n/locale.ts';
import type { MailMessage } from './mailer.ts';
import { escapeHtml } from '../http/bilingual-page.ts';

/**
 * One layout for every e-mail: a greeting line, paragraphs, an optional button (also written out
 * as a plain link) and the signature, in the recipient's language.
 */
export function renderMail(input: {
  locale: Locale;
  to: string;
  subject: string;
  paragraphs: string[];
  action?: { label: string; url: string };
  /** A code shown large, such as the six-digit e-mail change code. */
  code?: string;
  footer?: string;
  /** Small links under the footer, such as "stop these e-mails". */
  footerLinks?: { label: string; url: string }[];
  headers?: Record<string, string>;
}): MailMessage {
  const { locale, paragraphs, action, code } = input;
  const footerLinks = input.footerLinks ?? [];
  const ignore = input.footer ?? t(locale, 'mail.ignore');
  const signature = t(locale, 'mail.signature');
  const text = [
    ...paragraphs,
    ...(code ? [code] : []),
    ...(action ? [`${action.label}: ${action.url}`] : []),
    ignore,
    ...footerLinks.map((l) => `${l.label}: ${l.url}`),
    `— ${signature}`,
  ].join('\n\n');
  const html = `<!doctype html><html lang="${locale}"><body style="font-family:system-ui,'Hiragino Sans','Noto Sans JP','Yu Gothic UI',Meiryo,sans-serif;line-height:1.7;color:#1d2433;max-width:560px;margin:0 auto;padding:24px">
<p style="font-size:20px;font-weight:700;color:#0b5cab;margin:0 0 16px">Hashi</p>
${paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join('\n')}
${code ? `<p style="font-size:28px;letter-spacing:6px;font-weight:700">${escapeHtml(code)}</p>` : ''}
${action ? `<p><a href="${escapeHtml(action.url)}" style="display:inline-block;background:#0b5cab;color:#fff;padding:10px 20px;border-radius:6px;text-decoration:none">${escapeHtml(action.label)}</a></p><p style="font-size:13px;color:#5b6474">${escapeHtml(action.url)}</p>` : ''}
<p style="font-size:13px;color:#5b6474">${escapeHtml(ignore)}</p>
${footerLinks.map((l) => `<p style="font-size:13px;color:#5b6474"><a href="${escapeHtml(l.url)}" style="color:#5b6474;text-decoration:underline">${escapeHtml(l.label)}</a></p>\n`).join('')}<p>— ${escapeHtml(signature)}</p>
</body></html>`;
  return { to: input.to, subject: input.subject, text, html, ...(input.headers ? { headers: input.headers } : {}) };
}
