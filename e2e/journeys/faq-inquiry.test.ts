import { describe, expect } from 'vitest';
import { uniqueEmail } from '../support/accounts.ts';
import { LANGS, test } from '../support/browser.ts';
import { appServer } from '../support/app-server.ts';
import { logInToAdminConsole } from '../support/employer.ts';
import { submitLogin, waitForHeading, waitForPath } from '../support/flows.ts';
import { inboxMark, waitForMail } from '../support/inbox.ts';
import { choose, textbox } from '../support/profile.ts';
import { snap } from '../support/snap.ts';
import { JAPANESE, t } from '../support/texts.ts';

const SUPPORT_INBOX = 'support@hashi.example';
const NAME = { en: 'Priya Sharma', ja: '佐藤 美咲' } as const;
const COUNTRY = { en: 'India', ja: 'インド' } as const;
const QUESTION = {
  en: 'Can I apply to jobs in Japan before I have a work visa?',
  ja: '就労ビザを取得する前に、日本の求人へ応募できますか？',
} as const;
/** A question for registered applicants only that the admin adds (the English journey). */
const MEMBERS_ENTRY = {
  en_question: 'Can my family join me on a work visa?',
  ja_question: '就労ビザで家族を呼び寄せられますか？',
  en_answer: 'Usually yes: your spouse and children can apply for a Dependent visa.',
  ja_answer: '多くの場合は可能です。配偶者とお子さまは「家族滞在」の在留資格を申請できます。',
} as const;
const REPLY = {
  en: 'Yes. Many companies on Hashi sponsor the visa after an offer.',
  ja: 'はい、応募できます。内定後にビザを支援する企業も多くあります。',
} as const;

/**
 * Issue 12, FAQ and inquiries, one journey per language: a visitor reads and searches the public
 * FAQ, asks a question through the form (confirm, thank-you), the acknowledgement reaches them in
 * their language and the question reaches the support inbox; an admin finds it in the console,
 * replies by e-mail, and the reply reaches the visitor. In English the admin then adds a question
 * for registered applicants only (spec §6): the visitor's FAQ leaves it out, a registered
 * applicant's /faq-inquiry shows it (the Japanese editor has its web test, faq-inquiries.test.tsx).
 */
describe.each(LANGS)('FAQ and inquiries (%s)', (lang) => {
  test('a visitor searches the FAQ and asks a question; an admin answers it by e-mail', async ({ openPage }) => {
    const f = (key: string, values?: Record<string, string | number>) => t(lang, `faq:${key}`, values);
    const a = (key: string, values?: Record<string, string | number>) => t(lang, `admin:${key}`, values);
    const email = uniqueEmail(`faq-${lang}`);
    const since = await inboxMark();

    // The public FAQ, grouped by category; a search narrows it to what matches.
    const visitor = await openPage(lang);
    await visitor.goto('/faq');
    await waitForHeading(visitor, f('title'));
    const fees = lang === 'ja' ? '料金・サポート' : 'Fees and support';
    await visitor.getByRole('heading', { level: 2, name: fees }).waitFor();
    // Entries for registered applicants only are not shown to a visitor.
    const membersOnly = lang === 'ja' ? 'メールアドレスを変更したいです。' : 'How do I change my e-mail address?';
    expect(await visitor.getByText(membersOnly).count()).toBe(0);
    await snap(visitor, 'faq');
    await visitor.getByRole('searchbox', { name: f('search.label') }).fill(lang === 'ja' ? '無料' : 'free');
    await visitor
      .getByRole('status')
      .filter({ hasText: f('search.count', { count: 1 }) })
      .waitFor();
    const answer = lang === 'ja' ? '求職者の方は会員登録' : 'Hashi is free for job seekers';
    await visitor.getByText(answer).waitFor();

    // The inquiry form: fields, confirmation, thank-you.
    const form = visitor.getByRole('region', { name: f('form.title') });
    await textbox(form, f('form.name')).fill(NAME[lang]);
    await textbox(form, f('form.email')).fill(email);
    await choose(form, f('form.country'), COUNTRY[lang]);
    await textbox(form, f('form.question')).fill(QUESTION[lang]);
    await form.getByRole('button', { name: f('form.review'), exact: true }).click();
    await form.getByRole('heading', { name: f('form.confirm_title') }).waitFor();
    await form.getByText(QUESTION[lang]).waitFor();
    await snap(visitor, 'faq-inquiry-confirm');
    await form.getByRole('button', { name: f('form.send'), exact: true }).click();
    await form.getByRole('heading', { name: f('form.done_title') }).waitFor();
    await form.getByText(lang === 'ja' ? '5営業日以内' : 'within 5 business days').waitFor();
    await snap(visitor, 'faq-inquiry-thanks');

    const ack = await waitForMail(email, { since });
    if (lang === 'ja') expect(ack.subject).toBe('お問い合わせを受け付けました');
    else expect(ack.subject).toBe('We received your inquiry');
    expect(ack.text).toContain(QUESTION[lang]);
    const support = await waitForMail(SUPPORT_INBOX, { since, where: (m) => m.text.includes(email) });
    expect(support.text).toContain(QUESTION[lang]);

    // /contact-us: the same form on its own page.
    await visitor.goto('/contact-us');
    await waitForHeading(visitor, f('contact.title'));
    await snap(visitor, 'contact-us');

    // The admin finds the inquiry, replies, and the reply reaches the visitor in their language.
    const admin = await openPage(lang);
    await logInToAdminConsole(admin, lang);
    await admin.getByRole('link', { name: a('nav.inquiries'), exact: true }).click();
    await waitForPath(admin, '/admin/inquiries');
    await waitForHeading(admin, a('inquiries.title'));
    await admin
      .getByRole('link', { name: a('inquiries.open_label', { name: NAME[lang] }) })
      .first()
      .click();
    await waitForHeading(admin, a('inquiries.detail_title', { name: NAME[lang] }));
    await admin.getByText(email).first().waitFor();
    await textbox(admin, a('inquiries.reply_body')).fill(REPLY[lang]);
    await snap(admin, 'admin-inquiry');
    await admin.getByRole('button', { name: a('inquiries.send_reply'), exact: true }).click();
    await admin
      .getByRole('status')
      .filter({ hasText: a('inquiries.reply_sent') })
      .waitFor();
    await admin.getByText(a('inquiries.status_answered'), { exact: true }).first().waitFor();

    const reply = await waitForMail(email, { since, where: (m) => m.text.includes(REPLY[lang]) });
    if (lang === 'ja') expect(reply.subject).toMatch(JAPANESE);
    else expect(reply.subject).not.toMatch(JAPANESE);
    expect(reply.text).toContain(QUESTION[lang]);

    // The FAQ as the admin keeps it.
    await admin.getByRole('link', { name: a('nav.faqs'), exact: true }).click();
    await waitForHeading(admin, a('faqs.title'));
    await admin.getByRole('heading', { name: a('faqs.category_title', { name: fees }) }).waitFor();
    await snap(admin, 'admin-faqs');

    // A new question for registered applicants only, in English: the rule does not depend on the
    // language, and the extra login costs journey time.
    if (lang === 'en') {
      const entry = MEMBERS_ENTRY;
      const question = MEMBERS_ENTRY.en_question;
      await admin.getByRole('button', { name: a('faqs.new'), exact: true }).click();
      await admin.getByRole('heading', { level: 2, name: a('faqs.new_title') }).waitFor();
      await choose(admin, a('faqs.category'), fees);
      await textbox(admin, a('faqs.question_en')).fill(entry.en_question);
      await textbox(admin, a('faqs.question_ja')).fill(entry.ja_question);
      await textbox(admin, a('faqs.answer_en')).fill(entry.en_answer);
      await textbox(admin, a('faqs.answer_ja')).fill(entry.ja_answer);
      await admin.getByRole('radio', { name: a('faqs.visibility_after_login'), exact: true }).check();
      await admin.getByRole('button', { name: a('faqs.save'), exact: true }).click();
      await admin
        .getByRole('status')
        .filter({ hasText: a('faqs.saved') })
        .waitFor();
      const added = admin.getByRole('listitem').filter({ has: admin.getByRole('heading', { name: question }) });
      await added.getByText(a('faqs.visibility_after_login'), { exact: true }).waitFor();

      // Spec §6: a visitor's FAQ leaves it out; a registered applicant's /faq-inquiry shows it.
      await visitor.goto('/faq');
      await visitor.getByRole('heading', { level: 2, name: fees }).waitFor();
      expect(await visitor.getByText(question).count()).toBe(0);
      const { registered } = appServer().accounts;
      await visitor.goto('/faq-inquiry');
      await waitForPath(visitor, '/login');
      await submitLogin(visitor, lang, registered[lang].email, registered[lang].password);
      await waitForPath(visitor, '/faq-inquiry');
      await waitForHeading(visitor, f('title'));
      await visitor.getByText(question, { exact: true }).waitFor();
      await visitor.getByText(membersOnly, { exact: true }).waitFor();
    }
  });
});
