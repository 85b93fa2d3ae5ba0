import { screen } from '@testing-library/react';
import i18next from 'i18next';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { logIn } from '../../auth/test/mock-api.ts';
import { experience } from '../../profile/test/profile-fixtures.ts';
import { fakeServer } from '../test/fake-server.ts';
import { profileReadyForCareer } from '../test/profile-fixture.ts';
import { renderWizard } from '../test/render-wizard.tsx';
import { stepHeading } from '../test/ui.ts';

beforeEach(() => logIn());
afterEach(async () => {
  await i18next.changeLanguage('en');
});

const CAREER = '/profile-registration?step=career';

// Issue 13: a finished profile is listed in employers' applicant search at once (ADR 0034).
describe('registration says the profile will be visible to companies', { timeout: 120_000 }, () => {
  it('on the last step, with where to hide it (en)', async () => {
    await i18next.changeLanguage('en');
    fakeServer(profileReadyForCareer({ experiences: [experience(1)] }));
    renderWizard(CAREER);
    await stepHeading('Your career');
    const notice = screen.getByText(/companies can find your profile in their applicant search/);
    expect(notice.textContent).toContain('Profile settings › Preferences');
    expect(notice.closest('[role="note"]')).toBeTruthy();
  });

  it('on the last step, with where to hide it (ja)', async () => {
    await i18next.changeLanguage('ja');
    fakeServer(profileReadyForCareer({ experiences: [experience(1)] }));
    renderWizard(CAREER);
    await stepHeading('職務経歴');
    const notice = screen.getByText(/企業の候補者検索にプロフィールが表示され/);
    expect(notice.textContent).toContain('「希望条件」からいつでも非表示にできます');
  });
});
