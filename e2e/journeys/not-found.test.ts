import { describe } from 'vitest';
import { LANGS, test } from '../support/browser.ts';
import { waitForHeading, waitForPath } from '../support/flows.ts';
import { snap } from '../support/snap.ts';
import { t } from '../support/texts.ts';

describe.each(LANGS)('404 page (%s)', (lang) => {
  test('an unknown path shows the not-found page, whose home button leads to the home page', async ({ openPage }) => {
    const page = await openPage(lang);
    await page.goto('/no-such-page/deeper?ref=e2e');
    // Spec §2 fixes the English text; the Japanese one is ours.
    await waitForHeading(
      page,
      lang === 'en' ? 'The page you are looking for is not found' : t('ja', 'common:not_found.title'),
    );
    await snap(page, 'not-found');

    await page.getByRole('link', { name: t(lang, 'common:not_found.home'), exact: true }).click();
    await waitForPath(page, '/');
    // A guest's home page: the job search first, not a login form.
    await waitForHeading(page, t(lang, 'jobs:home.title'));
  });
});
