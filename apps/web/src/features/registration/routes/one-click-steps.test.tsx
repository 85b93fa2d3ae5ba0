import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { logIn } from '../../auth/test/mock-api.ts';
import { emptyProfile } from '../../profile/test/profile-fixtures.ts';
import { fakeServer } from '../test/fake-server.ts';
import { renderWizard } from '../test/render-wizard.tsx';
import { choose, stepHeading } from '../test/ui.ts';

beforeEach(() => logIn());
afterEach(async () => {
  await i18next.changeLanguage('en');
});

const withRoles = () =>
  emptyProfile({
    skills: [{ id: 1, skill_id: 102, years_of_experience_range_id: 4 }],
    position_experiences: [{ id: 1, job_position_id: 201, years_of_experience_range_id: 5 }],
  });

/** The wizard's server with a profile read that takes a moment, as over a real network. */
function slowProfileServer(initial: ReturnType<typeof emptyProfile>) {
  const server: { state?: ReturnType<typeof emptyProfile> } = {};
  const api = fakeServer(initial, {
    'GET /api/v2/applicant/profile': async () => {
      await new Promise((resolve) => setTimeout(resolve, 60));
      return { body: { data: server.state } };
    },
  });
  server.state = api.state;
  return api;
}

const TEXTS = {
  en: {
    japanese: 'Your Japanese',
    business: 'Business',
    native: /First \(native\) language/,
    english: /English speaking level/,
    next: 'Next',
    jlpt: 'JLPT',
    basic: 'Basic information',
  },
  ja: {
    japanese: '日本語力',
    business: 'Business',
    native: /母国語/,
    english: /英語の会話レベル/,
    next: '次へ',
    jlpt: 'JLPT（日本語能力試験）',
    basic: '基本情報',
  },
} as const;

describe.each(['en', 'ja'] as const)('/profile-registration — one click, one step (%s)', (lang) => {
  const text = TEXTS[lang];

  it('moves from JLPT to Basic information on the first Next, with the Japanese answers still a draft', {
    timeout: 120_000,
  }, async () => {
    await i18next.changeLanguage(lang);
    const api = slowProfileServer(withRoles());
    renderWizard('/profile-registration?step=japanese');
    const user = userEvent.setup({ delay: null });
    await stepHeading(text.japanese);
    await user.click(await screen.findByRole('radio', { name: text.business }));
    await choose(user, text.native, 'Vietnamese');
    await choose(user, text.english, 'Fluent');
    await user.click(screen.getByRole('button', { name: text.next }));
    await stepHeading(text.jlpt);
    await user.click(await screen.findByRole('radio', { name: 'N2' }));
    await user.click(screen.getByRole('button', { name: text.next }));
    await stepHeading(text.basic);
    expect(api.callsTo('PUT', '/api/v1/applicant-languages')).toHaveLength(1);
  });
});
