import { beforeAll, describe } from 'vitest';
import { audit, helpRecorder } from '../support/a11y-audit.ts';
import { LANGS, test } from '../support/browser.ts';
import {
  DEMO_EMPLOYER,
  logInToAdminConsole,
  logInToEmployerConsole,
  type PublishedPosting,
  publishPostingWithQuestion,
} from '../support/employer.ts';

/**
 * Issue 16: every page of the employer and admin consoles, in both languages, at 390 and 1280 px, has
 * no serious or critical axe violation under WCAG 2.0–2.2 A/AA (the public and applicant pages are
 * a11y-pages.test.ts). One login per console.
 */
describe.each(LANGS)('accessibility of the consoles (%s)', (lang) => {
  let posting: PublishedPosting;
  beforeAll(async () => {
    posting = await publishPostingWithQuestion(lang, 'a11y-console');
  });

  test('employer console: axe clean at 390 and 1280 px', async ({ openPage }) => {
    const help = helpRecorder(lang);
    const employer = await openPage(lang);
    await logInToEmployerConsole(employer, lang, DEMO_EMPLOYER);
    const employerPages: Array<[string, string]> = [
      ['/employer/job-postings', 'employer-postings'],
      [`/employer/job-postings/${posting.id}`, 'employer-posting'],
      ['/employer/company', 'employer-company'],
      ['/employer/applicants', 'employer-applicants'],
      ['/employer/applications', 'employer-applications'],
      ['/employer/messages', 'employer-messages'],
    ];
    for (const [path, name] of employerPages) await audit(employer, path, name, 'console', help);
  });

  test('admin console: axe clean at 390 and 1280 px', async ({ openPage }) => {
    const help = helpRecorder(lang);
    const admin = await openPage(lang);
    await logInToAdminConsole(admin, lang);
    const adminPages: Array<[string, string]> = [
      ['/admin/job-postings', 'admin-postings'],
      ['/admin/company-requests', 'admin-company-requests'],
      ['/admin/notices', 'admin-notices'],
      ['/admin/faqs', 'admin-faqs'],
      ['/admin/inquiries', 'admin-inquiries'],
      ['/admin/blog', 'admin-blog'],
      ['/admin/message-reports', 'admin-message-reports'],
      ['/admin/access-routes', 'admin-access-routes'],
      ['/admin/signup-report', 'admin-signup-report'],
      ['/admin/campaigns', 'admin-campaigns'],
      ['/admin/gift-codes', 'admin-gift-codes'],
      ['/admin/rewards', 'admin-rewards'],
      ['/admin/quarantined-files', 'admin-quarantined-files'],
    ];
    for (const [path, name] of adminPages) await audit(admin, path, name, 'console', help);
  });
});
