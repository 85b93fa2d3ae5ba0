import { describe, expect } from 'vitest';
import { newPassword, uniqueEmail } from '../support/accounts.ts';
import { cvFile, photoFile } from '../support/applicant.ts';
import { LANGS, test } from '../support/browser.ts';
import { createVerifiedAccount, waitForHeading, waitForPath } from '../support/flows.ts';
import { logInAs, textbox } from '../support/profile.ts';
import { snap } from '../support/snap.ts';
import { t } from '../support/texts.ts';
import {
  chooseStartFromCv,
  completeReview,
  fillCareerStep,
  fillJapaneseStep,
  fillJobStep,
  finishWizard,
  expectGreetedAsNew,
  jlptLevel,
  nextStep,
  reviewBasic,
  saveReview,
  stepperItems,
  ticked,
  uploadCv,
  waitForStep,
} from '../support/wizard.ts';

describe.each(LANGS)('CV import and the registration wizard (%s)', (lang) => {
  test('a new applicant starts the wizard from a CV, keeps its proposals, takes each step with one Next and is greeted as new', {
    timeout: 240_000,
  }, async ({ openPage }) => {
    const account = { email: uniqueEmail(`wizard-${lang}`), password: newPassword() };
    await createVerifiedAccount(lang, account.email, account.password);
    const page = await openPage(lang);
    await logInAs(page, lang, account, '/profile-registration');
    await waitForHeading(page, t(lang, 'registration:page.title'));

    // The wizard first offers to start from a CV or by hand; the CV runs the import and its review.
    await page.getByRole('heading', { level: 2, name: t(lang, 'registration:start.title'), exact: true }).waitFor();
    expect(await stepperItems(page, lang).count(), 'no stepper before the steps start').toBe(0);
    await snap(page, 'wizard-start');
    await chooseStartFromCv(page, lang);
    await snap(page, 'wizard-cv');
    await page.getByLabel(t(lang, 'cv:upload.file_label'), { exact: true }).setInputFiles(photoFile());
    const refused = lang === 'en' ? 'File is not supported' : t('ja', 'shared:errors.file_not_supported');
    await expect.poll(() => page.getByRole('alert').first().textContent()).toContain(refused);
    await uploadCv(page, lang, await cvFile(lang));
    // The proposals are the CV's: the name read from it is in the basic information.
    const cvLastName = lang === 'en' ? 'Doe' : 'グエン';
    expect(await textbox(reviewBasic(page, lang), t(lang, 'cv:fields.last_name')).inputValue()).toBe(cvLastName);
    await completeReview(page, lang);
    await snap(page, 'cv-review');

    // Saved: the wizard opens at its first step, with what the CV gave already in it.
    await saveReview(page, lang);
    expect(new URL(page.url()).pathname).toBe('/profile-registration');
    expect(await stepperItems(page, lang).count()).toBe(4);
    // The CV's languages and basic information completed groups 2 and 3 already: they are ticked.
    expect(await ticked(page, lang)).toEqual([false, true, true, false]);
    const skillList = page.getByRole('combobox', { name: new RegExp(t(lang, 'registration:skill.skills')) });
    await expect.poll(() => skillList.locator('xpath=..').textContent()).toMatch(/TypeScript|Go/);
    await snap(page, 'wizard-skill');
    await nextStep(page, lang);

    // Job: no role came from the CV. A role fully chosen counts without pressing "Add": one Next.
    await fillJobStep(page, lang);
    await nextStep(page, lang);

    // Group 1 (skill and job) is done now: its title carries the check mark too.
    await waitForStep(page, lang, 'japanese');
    expect(await ticked(page, lang)).toEqual([true, true, true, false]);
    await fillJapaneseStep(page, lang);
    await nextStep(page, lang);

    await waitForStep(page, lang, 'jlpt');
    // The CV said JLPT N3 (English CV) or N2 (履歴書): kept from the review.
    expect(await jlptLevel(page, lang).getByRole('radio', { checked: true }).getAttribute('value')).not.toBeNull();
    await nextStep(page, lang);

    // Basic information comes from the CV.
    await waitForStep(page, lang, 'basic');
    expect(await ticked(page, lang)).toEqual([true, true, true, false]);
    expect(await textbox(page, t(lang, 'profile:fields.last_name')).inputValue()).toBe(cvLastName);
    await snap(page, 'wizard-basic');
    await nextStep(page, lang);

    // Career: the work experiences kept from the CV are listed; the summary and income are asked.
    await waitForStep(page, lang, 'career');
    expect(await ticked(page, lang)).toEqual([true, true, true, false]);
    const cvCompany = lang === 'en' ? 'Rakuten Group, Inc.' : '株式会社メルカリ';
    await page.getByText(cvCompany).first().waitFor();
    await fillCareerStep(page, lang);
    await snap(page, 'wizard-career');
    await finishWizard(page, lang);

    // Spec §4: step 4 reached, no page was asked for → home; the wizard is closed to a registered user.
    await expectGreetedAsNew(page, lang);
    await page.goto('/profile-registration');
    await waitForPath(page, '/profile-settings');
  });
});
