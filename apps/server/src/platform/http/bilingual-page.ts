import type { Locale } from '@hashi/shared/constants';

/** Text for HTML made on the server (pages and mails): the five characters that could break out. */
export const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

/**
 * A small page the server answers itself, for links that work without logging in (an e-mail's
 * unsubscribe link): the reader's language first and the other one after it, since the page cannot
 * know which the reader prefers. `section` gives each language's title (text) and body (HTML).
 */
export function bilingualPage(first: Locale, section: (locale: Locale) => { title: string; body: string }): string {
  const order: Locale[] = first === 'ja' ? ['ja', 'en'] : ['en', 'ja'];
  const sections = order.map((locale, i) => {
    const { title, body } = section(locale);
    return `<section lang="${locale}"${i > 0 ? ' style="border-top:1px solid #d5dae3;margin-top:24px;padding-top:8px"' : ''}>
<h1 style="font-size:20px">${escapeHtml(title)}</h1>
${body}
</section>`;
  });
  return `<!doctype html><html lang="${order[0]}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Hashi</title></head>
<body style="font-family:system-ui,'Hiragino Sans','Noto Sans JP','Yu Gothic UI',Meiryo,sans-serif;line-height:1.7;color:#1d2433;max-width:560px;margin:0 auto;padding:24px">
<p style="font-size:20px;font-weight:700;color:#0b5cab;margin:0 0 16px">Hashi</p>
${sections.join('\n')}
</body></html>`;
}
