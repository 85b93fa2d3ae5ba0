import type { Locale } from '@hashi/shared/constants';
import { t } from '../../platform/i18n/locale.ts';

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

type Page = { kind: 'done'; name: string; locale: Locale } | { kind: 'invalid' | 'gone'; locale: Locale };

const KEYS = {
  done: 'saved_search.unsubscribed',
  invalid: 'saved_search.unsubscribe_invalid',
  gone: 'saved_search.unsubscribe_gone',
} as const;

/**
 * The page an alert mail's unsubscribe link opens: what happened, in the applicant's language first
 * and the other one after it (the link works without logging in, so the page cannot know which
 * language the reader prefers), with links to /my-search.
 */
export function unsubscribePage(page: Page): string {
  const order: Locale[] = page.locale === 'ja' ? ['ja', 'en'] : ['en', 'ja'];
  const params: Record<string, string> = page.kind === 'done' ? { name: page.name } : {};
  const sections = order.map((locale, i) => {
    const message = t(locale, KEYS[page.kind], params);
    const link = t(locale, 'saved_search.unsubscribe_manage');
    return `<section lang="${locale}"${i > 0 ? ' style="border-top:1px solid #d5dae3;margin-top:24px;padding-top:8px"' : ''}>
<h1 style="font-size:20px">${escapeHtml(t(locale, 'saved_search.unsubscribe_title'))}</h1>
<p>${escapeHtml(message)}</p>
<p><a href="/my-search" style="color:#0b5cab;text-decoration:underline">${escapeHtml(link)}</a></p>
</section>`;
  });
  return `<!doctype html><html lang="${order[0]}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Hashi</title></head>
<body style="font-family:system-ui,'Hiragino Sans','Noto Sans JP','Yu Gothic UI',Meiryo,sans-serif;line-height:1.7;color:#1d2433;max-width:560px;margin:0 auto;padding:24px">
<p style="font-size:20px;font-weight:700;color:#0b5cab;margin:0 0 16px">Hashi</p>
${sections.join('\n')}
</body></html>`;
}
