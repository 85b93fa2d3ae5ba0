import type { Locale } from '@hashi/shared/constants';
import { t } from '../../platform/i18n/locale.ts';
import { renderMail } from '../../platform/mail/layout.ts';
import type { MailMessage } from '../../platform/mail/mailer.ts';
import { isApplicantKind, type NoticeKind } from './notice-kinds.ts';

/** The order a mail's subject is chosen in when a burst holds several kinds. */
const SUBJECT_ORDER: readonly NoticeKind[] = ['messages', 'applications', 'status', 'interest', 'replies'];

/** The kind a mail's subject and its List-Unsubscribe header are about. */
export function primaryKind(kinds: readonly NoticeKind[]): NoticeKind {
  const first = SUBJECT_ORDER.find((k) => kinds.includes(k));
  if (!first) throw new Error('a notice mail needs a kind');
  return first;
}

/**
 * A thread's notice mail (ADR 0027), in the recipient's language: who and which posting it is
 * about, how many messages wait unread, a button to the conversation, why it was sent and a link
 * to stop each kind it is about. Never the messages themselves: a text may hold contact details
 * the filter let through, and the mail would outlive any later filtering.
 */
export function renderNoticeMail(input: {
  locale: Locale;
  to: string;
  kinds: readonly NoticeKind[];
  company: string;
  posting: string;
  /** The applicant's name for a company mail, when the company may know it. */
  applicant: string | null;
  unread: number;
  conversationUrl: string;
  unsubscribeUrls: Partial<Record<NoticeKind, string>>;
}): MailMessage {
  const { locale, kinds, company, posting, applicant } = input;
  const k = (key: string, params: Record<string, string | number> = {}) =>
    t(locale, `mail.message_notice.${key}`, params);
  const kind = primaryKind(kinds);
  const toApplicant = isApplicantKind(kind);
  const subjectKey = kind === 'replies' && applicant === null ? 'replies_anonymous' : kind;
  const subject = k(`subject.${subjectKey}`, { company, posting, applicant: applicant ?? '' });
  const about = toApplicant
    ? k('about_applicant', { company, posting })
    : applicant === null
      ? k('about_company_anonymous', { posting })
      : k('about_company', { posting, applicant });
  const settings = kinds.map((c) => k(`kind.${c}`));
  const many = settings.length > 1 ? '_many' : '';
  const joined = settings.join(k('list_separator'));
  const why = toApplicant
    ? k(`why_applicant${many}`, { settings: joined })
    : k(`why_company${many}`, { company, settings: joined });
  const unsubscribeUrl = input.unsubscribeUrls[kind];
  return renderMail({
    locale,
    to: input.to,
    subject,
    paragraphs: [about, k(input.unread === 1 ? 'unread_one' : 'unread', { count: input.unread }), k('privacy')],
    action: { label: k('action'), url: input.conversationUrl },
    footer: why,
    footerLinks: kinds.flatMap((c) => {
      const url = input.unsubscribeUrls[c];
      return url ? [{ label: k('unsubscribe', { setting: k(`kind.${c}`) }), url }] : [];
    }),
    // RFC 8058: a mail client may offer "unsubscribe" and POST to the link without opening it.
    headers: unsubscribeUrl
      ? { 'List-Unsubscribe': `<${unsubscribeUrl}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' }
      : undefined,
  });
}
