import type { Locale } from '@hashi/shared/constants';
import { bilingualPage, escapeHtml } from '../../platform/http/bilingual-page.ts';
import { t } from '../../platform/i18n/locale.ts';

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
  const params: Record<string, string> = page.kind === 'done' ? { name: page.name } : {};
  return bilingualPage(page.locale, (locale) => ({
    title: t(locale, 'saved_search.unsubscribe_title'),
    body: `<p>${escapeHtml(t(locale, KEYS[page.kind], params))}</p>
<p><a href="/my-search" style="color:#0b5cab;text-decoration:underline">${escapeHtml(t(locale, 'saved_search.unsubscribe_manage'))}</a></p>`,
  }));
}
