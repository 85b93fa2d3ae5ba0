import { describe, expect } from 'vitest';
import { newPassword, uniqueEmail } from '../support/accounts.ts';
import type { Lang } from '../support/browser.ts';
import { test } from '../support/browser.ts';
import { field, waitForHeading, waitForPath } from '../support/flows.ts';
import { inboxMark, waitForMail } from '../support/inbox.ts';
import { snap } from '../support/snap.ts';
import { JAPANESE, t } from '../support/texts.ts';

const cases: Array<{ path: string; lang: Lang; browserLocale: string }> = [
  { path: '/lp-jp', lang: 'ja', browserLocale: 'en-US' },
  { path: '/lp-en', lang: 'en', browserLocale: 'ja-JP' },
];

describe.each(cases)('landing page $path', ({ path, lang, browserLocale }) => {
  test(`stays in its language in a ${browserLocale} browser; its sign-up leads to /successsignup and a mail in that language`, async ({
    openPage,
  }) => {
    const page = await openPage(lang, { browserLocale });
    await page.goto(path);
    await waitForHeading(page, t(lang, 'auth:landing.title'));
    await snap(page, `landing-${path.slice(4)}`);

    const email = uniqueEmail(`landing-${lang}`);
    const since = await inboxMark();
    const form = page.getByRole('region', { name: t(lang, 'auth:landing.form_title'), exact: true });
    await field(form, t(lang, 'auth:sign_up.email_label')).fill(email);
    await field(form, t(lang, 'auth:sign_up.password_label')).fill(newPassword());
    await form.getByRole('checkbox').check();
    await form.getByRole('button', { name: t(lang, 'auth:sign_up.submit'), exact: true }).click();

    await waitForPath(page, '/successsignup');
    await waitForHeading(page, t(lang, 'auth:check_email.title'));
    await page.getByText(email).waitFor();
    await snap(page, 'success-signup');

    const mail = await waitForMail(email, { since });
    if (lang === 'ja') expect(mail.subject).toMatch(JAPANESE);
    else expect(mail.subject).not.toMatch(JAPANESE);
  });
});
