import { screen } from '@testing-library/react';
import i18next from 'i18next';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { applicantAuth, userAuth } from '../../auth/test/mock-api.ts';
import { dashboardApi, renderDashboard } from '../test/render-dashboard.tsx';

beforeEach(() => localStorage.clear());
afterEach(() => i18next.changeLanguage('en'));

/** An applicant who finished the registration a minute ago. */
function justRegistered() {
  const registered = { current_step: 4, registered_at: new Date(Date.now() - 60_000).toISOString() };
  return dashboardApi({
    'GET /api/v1/user/auth': { body: userAuth(registered) },
    'GET /api/v1/applicants/auth': {
      body: applicantAuth({ ...registered, basic_personal_information: { full_name: 'Aiko Tanaka' } }),
    },
  });
}

const GREETINGS = {
  en: { first: 'Welcome to Hashi, Aiko Tanaka', again: 'Welcome back, Aiko Tanaka' },
  ja: { first: 'Aiko Tanakaさん、Hashiへようこそ', again: 'Aiko Tanakaさん、おかえりなさい' },
} as const;

describe.each(['en', 'ja'] as const)('MyPage greeting (%s)', (lang) => {
  it('greets the first visit after registering as a welcome, and later ones as a return', async () => {
    await i18next.changeLanguage(lang);
    justRegistered();
    const first = renderDashboard();
    expect(await screen.findByText(GREETINGS[lang].first, {}, { timeout: 15_000 })).toBeTruthy();
    expect(screen.queryByText(GREETINGS[lang].again)).toBeNull();
    first.unmount();

    renderDashboard();
    expect(await screen.findByText(GREETINGS[lang].again, {}, { timeout: 15_000 })).toBeTruthy();
  });

  it('welcomes back an applicant who registered days ago', async () => {
    await i18next.changeLanguage(lang);
    dashboardApi();
    renderDashboard();
    expect(await screen.findByText(GREETINGS[lang].again, {}, { timeout: 15_000 })).toBeTruthy();
  });
});
