import type { Locale } from '@hashi/shared/constants';
import type { JobPostingCard } from '@hashi/shared/job-search.schema';
import { t } from '../../platform/i18n/locale.ts';
import type { MailMessage } from '../../platform/mail/mailer.ts';
import { formatMailYen } from '../inform-acceptance/inform-acceptance.service.ts';

/** At most this many postings are listed in one alert; the rest are counted with a link to the search. */
export const ALERT_LIST_MAX = 10;

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

/** ¥6,000,000 – ¥8,000,000 / 600万円〜800万円; "Negotiable" / 「応相談」 without figures. */
export function formatSalary(salary: JobPostingCard['salary'], locale: Locale): string {
  const { min, max } = salary;
  const dash = locale === 'ja' ? '〜' : ' – ';
  if (min !== null && max !== null) return `${formatMailYen(min, locale)}${dash}${formatMailYen(max, locale)}`;
  if (min !== null) return t(locale, 'mail.saved_search_alert.salary_from', { amount: formatMailYen(min, locale) });
  if (max !== null) return t(locale, 'mail.saved_search_alert.salary_up_to', { amount: formatMailYen(max, locale) });
  return t(locale, 'mail.saved_search_alert.negotiable');
}

/**
 * The alert mail (ADR 0016), in the applicant's language: the new postings (title, company,
 * salary, link), a link to all of them when there are more, to /my-search, and the unsubscribe
 * link that switches this search's alert off without logging in.
 */
export function renderAlertMail(input: {
  locale: Locale;
  to: string;
  searchName: string;
  postings: JobPostingCard[];
  total: number;
  appUrl: string;
  searchUrl: string;
  unsubscribeUrl: string;
}): MailMessage {
  const { locale, postings, total, appUrl } = input;
  const k = (key: string, params: Record<string, string | number> = {}) =>
    t(locale, `mail.saved_search_alert.${key}`, params);
  const items = postings.slice(0, ALERT_LIST_MAX).map((p) => ({
    title: p.title,
    company: p.company.name,
    salary: formatSalary(p.salary, locale),
    url: `${appUrl}/jobs/${p.id}`,
  }));
  const more = total - items.length;
  const subject = k(total === 1 ? 'subject_one' : 'subject', { count: total, name: input.searchName });
  const intro = k('intro', { count: total, name: input.searchName });
  const moreLine = more > 0 ? k('more', { count: more }) : null;
  const manage = k('manage');
  const unsubscribe = k('unsubscribe');
  const signature = t(locale, 'mail.signature');
  const mySearchUrl = `${appUrl}/my-search`;

  const text = [
    intro,
    ...items.map((i) => `${i.title}\n${i.company} · ${i.salary}\n${i.url}`),
    ...(moreLine ? [`${moreLine}: ${input.searchUrl}`] : []),
    `${manage}: ${mySearchUrl}`,
    `${unsubscribe}: ${input.unsubscribeUrl}`,
    `— ${signature}`,
  ].join('\n\n');

  const muted = 'font-size:13px;color:#5b6474';
  const html = `<!doctype html><html lang="${locale}"><body style="font-family:system-ui,'Hiragino Sans','Noto Sans JP','Yu Gothic UI',Meiryo,sans-serif;line-height:1.7;color:#1d2433;max-width:560px;margin:0 auto;padding:24px">
<p style="font-size:20px;font-weight:700;color:#0b5cab;margin:0 0 16px">Hashi</p>
<p>${escapeHtml(intro)}</p>
${items
  .map(
    (i) =>
      `<div style="border:1px solid #d5dae3;border-radius:8px;padding:12px 16px;margin:0 0 12px"><p style="margin:0;font-weight:700"><a href="${escapeHtml(i.url)}" style="color:#0b5cab;text-decoration:underline">${escapeHtml(i.title)}</a></p><p style="margin:0">${escapeHtml(i.company)}</p><p style="margin:0;${muted}">${escapeHtml(i.salary)}</p></div>`,
  )
  .join('\n')}
${moreLine ? `<p><a href="${escapeHtml(input.searchUrl)}" style="color:#0b5cab;text-decoration:underline">${escapeHtml(moreLine)}</a></p>` : ''}
<p><a href="${escapeHtml(mySearchUrl)}" style="color:#0b5cab;text-decoration:underline">${escapeHtml(manage)}</a></p>
<p style="${muted}"><a href="${escapeHtml(input.unsubscribeUrl)}" style="color:#5b6474;text-decoration:underline">${escapeHtml(unsubscribe)}</a></p>
<p>— ${escapeHtml(signature)}</p>
</body></html>`;
  return { to: input.to, subject, text, html };
}
